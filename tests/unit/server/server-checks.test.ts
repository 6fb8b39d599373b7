import { describe, expect, it } from 'vitest';
import { decodeChatImage, sniffImage } from '../../../src/server/features/chat/services/chat-image';
import { createSendLimiter } from '../../../src/server/features/chat/services/send-limiter';
import { maskName } from '../../../src/server/features/personal/services/bindings';
import {
  DEFAULT_PASSWORD_RULE, meetsPasswordRule, passwordRegOf, passwordTipOf,
} from '../../../src/server/security/password-rule';
import { AppError } from '../../../src/server/http/app-error';
import { CHAT_IMAGE_MAX_BYTES } from '../../../src/shared/schema/chat';

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
  return 'none';
}

describe('chat images', () => {
  it('recognise PNG, JPEG, GIF and WebP by their first bytes, and nothing else', () => {
    expect(sniffImage(new Uint8Array(Buffer.from(PNG_1X1, 'base64')))).toBe('image/png');
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImage(ascii('GIF89a......'))).toBe('image/gif');
    expect(sniffImage(ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImage(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(ascii('<html>'))).toBeNull();
    expect(sniffImage(bytes())).toBeNull();
  });

  it('decode strict base64 of the declared type, within the size limit, with a clean file name', () => {
    const image = decodeChatImage({ fileName: '..\\..\\a/b/照片\u0000.png', mime: 'image/png', data: PNG_1X1 });
    expect(image.fileName).toBe('照片.png');
    expect(Buffer.from(image.bytes).toString('base64')).toBe(PNG_1X1);
    expect(decodeChatImage({ fileName: '/', mime: 'image/png', data: PNG_1X1 }).fileName).toBe('image.png');
    expect(codeOf(() => decodeChatImage({ fileName: 'a.jpg', mime: 'image/jpeg', data: PNG_1X1 }))).toBe('CHAT_IMAGE_INVALID');
    expect(codeOf(() => decodeChatImage({ fileName: 'a.png', mime: 'image/png', data: `${PNG_1X1}\n` }))).toBe('CHAT_IMAGE_INVALID');
    expect(codeOf(() => decodeChatImage({ fileName: 'a.png', mime: 'image/png', data: 'abc' }))).toBe('CHAT_IMAGE_INVALID');
    const large = Buffer.concat([Buffer.from(PNG_1X1, 'base64'), Buffer.alloc(CHAT_IMAGE_MAX_BYTES)]).toString('base64');
    expect(codeOf(() => decodeChatImage({ fileName: 'a.png', mime: 'image/png', data: large }))).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('send limiter', () => {
  it('allows a burst up to the limit per user, then refuses until the window moves on', async () => {
    const limiter = createSendLimiter({ limit: 3, windowMs: 1_000 });
    for (let i = 0; i < 3; i += 1) await limiter.take('u1', 1_000 + i);
    await expect(limiter.take('u1', 1_500)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(limiter.take('u2', 1_500)).resolves.toBeUndefined();
    await expect(limiter.take('u1', 2_001)).resolves.toBeUndefined();
  });
});

describe('password rule', () => {
  it('builds one pattern from the rule\'s parts, the same the page tests with', () => {
    expect(passwordRegOf(DEFAULT_PASSWORD_RULE)).toBe('^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[^A-Za-z0-9\\s])\\S{8,32}$');
    const relaxed = { ...DEFAULT_PASSWORD_RULE, minLength: 6, maxLength: 20, requireUpper: false, requireSymbol: false };
    expect(passwordRegOf(relaxed)).toBe('^(?=.*[a-z])(?=.*\\d)\\S{6,20}$');
    expect(meetsPasswordRule('abc123', relaxed)).toBe(true);
    expect(meetsPasswordRule('abcdef', relaxed)).toBe(false);
    expect(meetsPasswordRule('Student@123', DEFAULT_PASSWORD_RULE)).toBe(true);
    expect(meetsPasswordRule('Student@ 123', DEFAULT_PASSWORD_RULE)).toBe(false);
  });

  it('explains the rule in one sentence', () => {
    expect(passwordTipOf(DEFAULT_PASSWORD_RULE)).toBe('密码长度为 8-32 位，不能包含空格，须同时包含大写字母、小写字母、数字和特殊字符');
    expect(passwordTipOf({ ...DEFAULT_PASSWORD_RULE, requireUpper: false, requireLower: false, requireSymbol: false })).toBe('密码长度为 8-32 位，不能包含空格，须包含数字');
    expect(passwordTipOf({ ...DEFAULT_PASSWORD_RULE, requireUpper: false, requireLower: false, requireDigit: false, requireSymbol: false })).toBe('密码长度为 8-32 位，不能包含空格');
  });
});

describe('binding names', () => {
  it('show the first character and up to three stars', () => {
    expect(maskName('李明轩')).toBe('李**');
    expect(maskName('明')).toBe('明*');
    expect(maskName('Alexander')).toBe('A***');
    expect(maskName('  ')).toBe('');
  });
});

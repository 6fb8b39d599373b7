import { describe, expect, it } from 'vitest';
import { z as classic } from 'zod';
import { z } from 'zod/mini';
import { AppError } from '../../../../src/server/http/app-error';
import { parseInput } from '../../../../src/server/http/validate';
import { loginRequestSchema, refreshTokenQuerySchema } from '../../../../src/shared/schema/auth';

const HAN = /[\u4e00-\u9fff]/;

function failure(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected parseInput to throw');
}

describe('parseInput', () => {
  it('returns the parsed value: defaults filled, text trimmed, unknown keys stripped', () => {
    expect(parseInput(loginRequestSchema, { username: '  zhangsan ', password: 'p', extra: 1 }, 'body'))
      .toEqual({ tenantId: '000000', username: 'zhangsan', password: 'p' });
  });

  it('keeps the schema’s own Chinese messages, field by field', () => {
    const error = failure(() => parseInput(loginRequestSchema, { tenantId: '12', username: '   ', password: '' }, 'body'));
    expect(error.code).toBe('VALIDATION');
    expect(error.errors).toEqual([
      { field: 'tenantId', msg: '租户编号应为 6 位数字' },
      { field: 'username', msg: '请输入账号' },
      { field: 'password', msg: '请输入密码' },
    ]);
    expect(error.message).toBe('tenantId：租户编号应为 6 位数字');
  });

  it('gives a Chinese message for a rule without a custom one (zod zh-CN locale on the server)', () => {
    const error = failure(() => parseInput(refreshTokenQuerySchema, {
      tenantId: '000000', refresh_token: '', grant_type: 'password', scope: 'all',
    }, 'query'));
    expect(error.errors.map((e) => e.field)).toEqual(['refresh_token', 'grant_type']);
    for (const { msg } of error.errors) {
      expect(msg).toMatch(HAN);
      expect(msg).not.toMatch(/Too small|Invalid/);
    }
    expect(error.message).toMatch(/^refresh_token：.*[\u4e00-\u9fff]/);
  });

  it('names the input itself when the whole value is wrong, in Chinese', () => {
    const error = failure(() => parseInput(z.array(z.string()), { not: 'an array' }, 'body'));
    expect(error.errors).toHaveLength(1);
    expect(error.errors[0]?.field).toBe('body');
    expect(error.errors[0]?.msg).toMatch(HAN);
  });

  it('accepts classic zod schemas too, with the same locale (zod core shares one config)', () => {
    const error = failure(() => parseInput(classic.object({ page: classic.number().int() }), { page: 1.5 }, 'query'));
    expect(error.errors[0]?.field).toBe('page');
    expect(error.errors[0]?.msg).toMatch(HAN);
  });
});

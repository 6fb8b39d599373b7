import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretBox } from '../../../../src/server/security/secret-box';
import { createMemoryKeyStore } from '../../../../src/server/security/key-store';

describe('secret box (configuration secrets sealed at rest)', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('客户端密钥-s3cret');
    expect(sealed).not.toContain('s3cret');
    expect(box.isSealed(sealed)).toBe(true);
    expect(box.open(sealed)).toBe('客户端密钥-s3cret');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value sealed with another key or altered', () => {
    const box = createSecretBox(randomBytes(32));
    const other = createSecretBox(randomBytes(32));
    const sealed = box.seal('secret');
    expect(() => other.open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => box.open('plain text')).toThrow('Not a sealed secret');
  });

  it('uses CONFIG_SECRETS_KEY when set, else a stored key with a warning', async () => {
    const key = randomBytes(32);
    const warnings: string[] = [];
    const configured = await loadSecretBox(key.toString('hex'), createMemoryKeyStore(), (m) => warnings.push(m));
    expect(createSecretBox(key).open(configured.seal('x'))).toBe('x');
    expect(warnings).toEqual([]);
    const store = createMemoryKeyStore();
    const first = await loadSecretBox(undefined, store, (m) => warnings.push(m));
    const second = await loadSecretBox(undefined, store, () => undefined);
    expect(second.open(first.seal('y'))).toBe('y');
    expect(warnings[0]).toContain('CONFIG_SECRETS_KEY');
    await expect(loadSecretBox('short', store, () => undefined)).rejects.toThrow('32 bytes');
  });
});

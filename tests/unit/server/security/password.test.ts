import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../../../src/server/security/password';

describe('password hashes', () => {
  it('verifies the password it was made from and refuses any other', async () => {
    const stored = await hashPassword('Admin@123');
    expect(await verifyPassword('Admin@123', stored)).toBe(true);
    expect(await verifyPassword('Admin@124', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('stores a self-describing scrypt string, never the password, with a fresh salt each time', async () => {
    const first = await hashPassword('Student@123');
    const second = await hashPassword('Student@123');
    expect(first).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toContain('Student@123');
    expect(first).not.toBe(second);
    expect(await verifyPassword('Student@123', second)).toBe(true);
  });

  it('treats Unicode the same whichever way it was composed', async () => {
    const stored = await hashPassword('caf\u00e9密码');
    expect(await verifyPassword('cafe\u0301密码', stored)).toBe(true);
  });

  it('refuses malformed strings and parameters out of bounds instead of throwing', async () => {
    const stored = await hashPassword('Teacher@123');
    const salt = stored.split('$')[3] ?? '';
    const key = stored.split('$')[4] ?? '';
    expect(await verifyPassword('Teacher@123', 'plain-text')).toBe(false);
    expect(await verifyPassword('Teacher@123', '')).toBe(false);
    expect(await verifyPassword('Teacher@123', `$scrypt$ln=30,r=8,p=1$${salt}$${key}`)).toBe(false);
    expect(await verifyPassword('Teacher@123', `$scrypt$ln=15,r=8,p=9$${salt}$${key}`)).toBe(false);
  });

  it('detects a changed stored hash', async () => {
    const stored = await hashPassword('Teacher@123');
    // Not the last character: its low bits are padding, so changing it can leave the decoded bytes as they were.
    const at = stored.length - 10;
    const changed = stored[at] === 'A' ? 'B' : 'A';
    expect(await verifyPassword('Teacher@123', `${stored.slice(0, at)}${changed}${stored.slice(at + 1)}`)).toBe(false);
  });

  it('spends a verification on the dummy hash and always says no', async () => {
    expect(await verifyAgainstDummy('dummy password that never matches')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../../src/server/config/env';

describe('server configuration', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 8080, DATA_DIR: './data', LOG_LEVEL: 'info', SESSION_IDLE_MINUTES: 30 });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('lists every bad key in one message, so one start shows every mistake', () => {
    let message = '';
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const key of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'LOG_LEVEL']) expect(message).toContain(`  ${key}:`);
  });

  it('treats an empty value as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8080);
  });

  it('trusts forwarded addresses only from loopback unless told otherwise', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe('loopback');
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).TRUST_PROXY).toBe('10.0.0.0/8, 192.168.1.4');
  });
});

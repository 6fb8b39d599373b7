import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../../src/shared/api/error-codes';
import { installErrorHandling } from '../../../../src/server/http/error-handler';
import { isDatabaseUnavailable } from '../../../../src/server/db/unavailable';

/** What no answer may show: the driver, the database, the socket error, or any SQL. */
const DRIVER_OR_SQL = /\bpg\b|postgres|ECONNREFUSED|ENOENT|drizzle|Failed query|\bselect\b|\binsert\b|\bparams\b|not queryable|PGlite/i;

const withCode = (message: string, fields: Record<string, unknown>, cause?: unknown) => Object.assign(new Error(message, { cause }), fields);
/** drizzle's wrapper: the SQL and its parameters in the message, the driver's error as its cause. */
const failedQuery = (cause: unknown) => new Error('Failed query: select "id", "name" from "users" where "users"."id" = $1\nparams: 42', { cause });

describe('answers to database failures', () => {
  it('recognises a database that went away whatever the driver says: closed clients, timeouts, a Unix socket gone, class 08', () => {
    expect(isDatabaseUnavailable(failedQuery(new Error('Client was closed and is not queryable')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout expired'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connect ENOENT /var/run/postgresql/.s.PGSQL.5432', { code: 'ENOENT', syscall: 'connect' }))).toBe(true);
    expect(isDatabaseUnavailable(withCode('protocol violation', { code: '08P01' }))).toBe(true);
    // A missing file is no outage, nor a constraint.
    expect(isDatabaseUnavailable(withCode('no such file', { code: 'ENOENT', syscall: 'open' }))).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(withCode('duplicate key value', { code: '23505' })))).toBe(false);
  });

  it('answers 503 + Retry-After with the Chinese message for an outage, a generic 500 otherwise, never the driver or SQL', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    const failures: Record<string, unknown> = {
      closed: failedQuery(new Error('Client was closed and is not queryable')),
      socket: failedQuery(withCode('connect ENOENT /var/run/postgresql/.s.PGSQL.5432', { code: 'ENOENT', syscall: 'connect', address: '/var/run/postgresql/.s.PGSQL.5432' })),
      refused: failedQuery(withCode('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' })),
      starting: failedQuery(withCode('the database system is starting up', { code: '57P03', severity: 'FATAL' })),
      constraint: failedQuery(withCode('insert or update on table "x" violates foreign key constraint', { code: '23503', detail: 'Key (id)=(1) is not present in table "users".' })),
      syntax: failedQuery(withCode('syntax error at or near "selec"', { code: '42601', position: '1' })),
    };
    for (const [name, error] of Object.entries(failures)) app.get(`/${name}`, async () => Promise.reject(error));
    await app.ready();
    const answers: Record<string, { http: number; retryAfter: string | undefined; body: string }> = {};
    for (const name of Object.keys(failures)) {
      const res = await app.inject({ method: 'GET', url: `/${name}` });
      answers[name] = { http: res.statusCode, retryAfter: res.headers['retry-after'] as string | undefined, body: res.body };
    }
    await app.close();
    for (const name of ['closed', 'socket', 'refused', 'starting']) {
      expect(answers[name], name).toEqual({
        http: 503, retryAfter: expect.stringMatching(/^\d+$/) as unknown as string,
        body: JSON.stringify({ status: 503, msg: ERROR_CODES.DATABASE_UNAVAILABLE.msg, result: null }),
      });
    }
    for (const name of ['constraint', 'syntax']) {
      expect(answers[name], name).toEqual({ http: 500, retryAfter: undefined, body: JSON.stringify({ status: 500, msg: ERROR_CODES.INTERNAL.msg, result: null }) });
    }
    for (const [name, answer] of Object.entries(answers)) expect(answer.body, name).not.toMatch(DRIVER_OR_SQL);
  });
});

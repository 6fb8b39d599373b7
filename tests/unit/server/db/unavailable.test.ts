import { describe, expect, it } from 'vitest';
import { createOutageReporter, isDatabaseUnavailable } from '../../../../src/server/db/unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database unavailable', () => {
  it('recognises refused and dropped connections, shutdown SQLSTATEs and node-postgres\'s own messages, through drizzle\'s cause', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('ECONNRESET') }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves every other failure alone: a bug stays a 500', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    const cyclic: Error & { cause?: unknown } = new Error('loop');
    cyclic.cause = cyclic;
    expect(isDatabaseUnavailable(cyclic)).toBe(false);
  });

  it('reports an outage once, then at most every interval with the count kept quiet, and its end once', () => {
    let clock = 0;
    const lines: string[] = [];
    const reporter = createOutageReporter({ down: (_e, quiet) => lines.push(`down ${quiet}`), up: (n) => lines.push(`up ${n}`) }, 30_000, () => clock);
    for (let i = 0; i < 100; i += 1) {
      reporter.failed(new Error('refused'));
      clock += 100;
    }
    clock += 30_000;
    reporter.failed(new Error('refused'));
    reporter.recovered();
    reporter.recovered();
    expect(lines).toEqual(['down 0', 'down 99', 'up 101']);
  });
});

/**
 * Whether `error` (or a cause drizzle wrapped it in) is PostgreSQL's unique violation (SQLSTATE 23505) of the named
 * index: how a service turns a lost race on a unique name into a 409 with its own message instead of a 500.
 * node-postgres and PGlite both carry the code and the constraint name on the driver's error.
 */
export function isUniqueViolation(error: unknown, index: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, constraint, message } = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505' && (constraint === index || (typeof message === 'string' && message.includes(index)))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

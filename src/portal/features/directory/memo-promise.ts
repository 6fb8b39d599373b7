/**
 * `fetch` called at most once while its answer stands: every later call gets the same promise. A rejected answer
 * is forgotten, so the next call tries again instead of repeating an old failure.
 */
export function memoiseUntilFailure<T>(fetch: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | null = null;
  return () => {
    if (cached) return cached;
    const request = fetch();
    cached = request;
    request.catch(() => { if (cached === request) cached = null; });
    return request;
  };
}

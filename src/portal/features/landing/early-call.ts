/** A call started ahead of the block that shows its answer; the block takes it once. */
export interface EarlyCall<T> {
  /** The started call the first time; null afterwards, so a retry calls again for fresh data. */
  take(): Promise<T> | null;
}

/**
 * Starts `call` now. Used for the carousel, whose first image is the page's largest paint: its list is fetched
 * beside the first call rather than after it, one round trip sooner. If nobody takes it (the config hides the
 * carousel), its failure is nobody's error.
 */
export function startEarly<T>(call: () => Promise<T>): EarlyCall<T> {
  let pending: Promise<T> | null = call();
  pending.catch(() => undefined);
  return {
    take() {
      const taken = pending;
      pending = null;
      return taken;
    },
  };
}

/** Calls `read` until `done` holds or 3 s passed; answers the last value and how long it took. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<{ value: T; lagMs: number }> {
  const started = Date.now();
  let value = await read();
  while (!done(value) && Date.now() - started < 3_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return { value, lagMs: Date.now() - started };
}

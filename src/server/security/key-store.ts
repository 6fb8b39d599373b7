/**
 * Long-lived secrets (JWT signing key, ECDH key pair, master sealing key) are generated at first start and kept in
 * the database, so every instance of a deployment shares them and none is a constant in code.
 */
export interface KeyStore {
  /** Returns the stored value under `name`, creating it with `create` when absent (race-safe across instances). */
  getOrCreate(name: string, create: () => Promise<string>): Promise<string>;
}

/** For unit tests of code that needs a KeyStore but no database. */
export function createMemoryKeyStore(): KeyStore {
  const values = new Map<string, Promise<string>>();
  return {
    getOrCreate(name, create) {
      let value = values.get(name);
      if (!value) {
        value = create();
        values.set(name, value);
      }
      return value;
    },
  };
}

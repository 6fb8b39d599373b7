import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema';
import type { KeyStore } from './key-store';

/** KeyStore on the `server_keys` table; the first instance to insert wins, the others read its value. */
export function createDbKeyStore(db: Db): KeyStore {
  const cache = new Map<string, string>();
  return {
    async getOrCreate(name, create) {
      const cached = cache.get(name);
      if (cached !== undefined) return cached;
      const [existing] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name));
      let value = existing?.value;
      if (value === undefined) {
        const fresh = await create();
        await db.insert(serverKeys).values({ name, value: fresh }).onConflictDoNothing();
        const [stored] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name));
        if (!stored) throw new Error(`key ${name} could not be stored`);
        value = stored.value;
      }
      cache.set(name, value);
      return value;
    },
  };
}

import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Request ids and nonces of wrapped calls claimed while Redis, their usual shared store, is unreachable, and for one
 * replay window after it returns (ADR 018). PostgreSQL is shared by every instance, so a request accepted by one is
 * refused by all: replay protection fails closed instead of open. Rows expire with the replay window; the store
 * deletes expired ones as it goes.
 */
export const wrapReplayClaims = pgTable('wrap_replay_claims', {
  key: varchar('key', { length: 96 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (table) => [index('wrap_replay_claims_expires_idx').on(table.expiresAt)]);

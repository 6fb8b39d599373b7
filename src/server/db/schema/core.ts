import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Tenancy column carried by every business table. */
export const tenantColumn = () => varchar('tenant_id', { length: 12 }).notNull().default('000000');

export const tenants = pgTable('tenants', {
  tenantId: varchar('tenant_id', { length: 12 }).primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Long-lived generated secrets (JWT key, ECDH key pair, master key); see security/key-store.ts. */
export const serverKeys = pgTable('server_keys', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

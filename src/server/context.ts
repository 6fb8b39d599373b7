import type { Redis } from 'ioredis';
import type { Env } from './config/env';
import type { Db } from './db/client';
import type { Authenticator } from './http/auth-types';
import type { KeyStore } from './security/key-store';

/** What every feature's routes and services may use; built once per process in app.ts. */
export interface AppContext {
  env: Env;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  keyStore: KeyStore;
  redis: Redis | null;
  /** Milliseconds since the epoch; tests move it to exercise expiry. */
  now: () => number;
}

export interface FeatureContext extends AppContext {
  authenticator: Authenticator;
}

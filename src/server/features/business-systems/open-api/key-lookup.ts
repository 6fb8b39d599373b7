import { eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../../db/client';
import { businessSystemKeys, businessSystems } from '../../../db/schema/business-systems';
import { subscribeRedis, timeBoxedRedis, unlessRedisDown, type OutageReport, type RedisSubscription } from '../../../redis/connection';
import type { SecretBox } from '../../../security/secret-box';
import { BusinessApiError } from './business-error';
import { KnownSystemRefusal, type CallingSystem } from './credentials';

export interface KeyLookup {
  /** The key's system and its opened secret; throws unknown_key, key_revoked or system_disabled (with the system). */
  resolve(keyId: string): Promise<{ system: CallingSystem; secret: string }>;
  /**
   * After a committed change to a system or its keys (revoked, made, scopes, status): this instance forgets every key
   * at once and, with Redis, tells every other instance to do the same.
   */
  changed(): Promise<void>;
  close(): void;
}

/** What a key resolved to: usable, or refused with the system named (its refusals are recorded). */
type Resolved =
  | { ok: true; system: CallingSystem; secret: string }
  | { ok: false; code: 'key_revoked' | 'system_disabled'; system: CallingSystem };

interface Entry {
  resolved: Resolved;
  readAt: number;
}

/** The Redis channel on which an instance that changed a system or key tells the others to forget their keys. */
const BUSINESS_KEYS_CHANNEL = 'service-hall:business-keys';

/**
 * How long a key's row, once read, answers for it (ADR 024). While this instance hears the channel a change reaches it
 * in milliseconds; the 5 s only bound a message lost in transit or a change made without one (the demo seed's key
 * rotation at start). Without Redis (or while it is away) every instance reads each key at most once a second, so a
 * revocation made on another instance holds within a second.
 */
const TRUST_HEARING_MS = 5_000;
const TRUST_ALONE_MS = 1_000;

/** Keys remembered at most; a flood of made-up key ids is never remembered (unknown keys are not kept). */
const MAX_KEYS = 10_000;

export interface KeyLookupOptions {
  db: Db;
  box: () => Promise<SecretBox>;
  now: () => number;
  redis: Redis | null;
  onError: (error: unknown) => void;
  onRedisOutage: OutageReport;
}

/**
 * The key behind each signed call, kept in this instance's memory (the join of the key's and the system's rows and the
 * opened secret): without it every call paid a round trip for the same row. Forgotten at once on the instance that
 * changes a system or key, at once through Redis on the others, and in any case after TRUST_HEARING_MS (with Redis)
 * or TRUST_ALONE_MS (without). A read that began before a change is not kept. An entry past half its trust is read
 * again in the background while it still answers, so a key in steady use is never waited for.
 */
export function createKeyLookup({ db, box, now, redis, onError, onRedisOutage }: KeyLookupOptions): KeyLookup {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Resolved | null>>();
  /** Incremented by every change heard: a read that began under an older generation is answered, not kept. */
  let generation = 0;
  const forget = () => {
    generation += 1;
    entries.clear();
    pending.clear();
  };
  const subscription: RedisSubscription | null = redis
    ? subscribeRedis(redis, BUSINESS_KEYS_CHANNEL, { onMessage: forget, onResubscribed: forget, report: onRedisOutage })
    : null;
  const trustMs = () => (subscription?.live ? TRUST_HEARING_MS : TRUST_ALONE_MS);

  async function read(keyId: string): Promise<Resolved | null> {
    const [row] = await db
      .select({
        sealed: businessSystemKeys.sealedSecret, revokedAt: businessSystemKeys.revokedAt,
        id: businessSystems.id, tenantId: businessSystems.tenantId, code: businessSystems.code, name: businessSystems.name,
        flowType: businessSystems.flowType, scopes: businessSystems.scopes, status: businessSystems.status,
      })
      .from(businessSystemKeys)
      .innerJoin(businessSystems, eq(businessSystems.id, businessSystemKeys.systemId))
      .where(eq(businessSystemKeys.keyId, keyId));
    if (!row) return null;
    const system: CallingSystem = {
      id: row.id, tenantId: row.tenantId, code: row.code, name: row.name, flowType: row.flowType, scopes: row.scopes, keyId,
    };
    if (row.revokedAt !== null) return { ok: false, code: 'key_revoked', system };
    if (row.status !== 'active') return { ok: false, code: 'system_disabled', system };
    return { ok: true, system, secret: (await box()).open(row.sealed) };
  }

  async function lookUp(keyId: string): Promise<Resolved | null> {
    const at = now();
    const entry = entries.get(keyId);
    if (entry && at - entry.readAt < trustMs()) {
      // Past half its trust, the entry is read again behind the call, so a busy key's calls never wait for its row.
      if (at - entry.readAt >= trustMs() / 2 && !pending.has(keyId)) readAgain(keyId, at).catch(onError);
      return entry.resolved;
    }
    // Calls of one key arriving together when its entry expired share one read.
    return pending.get(keyId) ?? readAgain(keyId, at);
  }

  function readAgain(keyId: string, at: number): Promise<Resolved | null> {
    const readGeneration = generation;
    const reading = read(keyId).then((resolved) => {
      if (generation === readGeneration) {
        entries.delete(keyId);
        if (resolved) entries.set(keyId, { resolved, readAt: at });
        if (entries.size > MAX_KEYS) entries.delete(entries.keys().next().value as string);
      }
      return resolved;
    }).finally(() => {
      if (pending.get(keyId) === reading) pending.delete(keyId);
    });
    pending.set(keyId, reading);
    return reading;
  }

  return {
    async resolve(keyId) {
      const resolved = await lookUp(keyId);
      if (!resolved) throw new BusinessApiError('unknown_key');
      if (!resolved.ok) throw new KnownSystemRefusal(resolved.code, resolved.system);
      return { system: resolved.system, secret: resolved.secret };
    },
    async changed() {
      forget();
      // Time-boxed (ADR 018): a hung Redis must not hold the studio's answer; the others then forget within TRUST_*.
      if (redis) await timeBoxedRedis(redis, 'business-keys-notify', (r) => r.publish(BUSINESS_KEYS_CHANNEL, '*')).catch(unlessRedisDown(onError));
    },
    close() {
      subscription?.close();
    },
  };
}

import { z } from 'zod';
import ipaddr from 'ipaddr.js';

const booleanish = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting of the server; environment variables only (DESIGN.md "Runtime"). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Idle life of an SSO session; fractions allowed (2.5 = 150 s), so a test server can reach the expiry warning. */
  SESSION_IDLE_MINUTES: z.coerce.number().min(1).max(24 * 60).default(30),
  /** Days a finished spreadsheet job and its files (uploads, exports, error files) are kept (jobs/prune.ts). */
  SPREADSHEET_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  /**
   * Spreadsheet and efficiency exports one user may have queued or running at once; a further start is refused with
   * a message until one ends (jobs/job-store.ts).
   */
  SPREADSHEET_MAX_EXPORTS_PER_USER: z.coerce.number().int().min(1).max(100).default(3),
  /**
   * Whether this instance runs spreadsheet jobs (its job runner). 'false' makes an instance that answers calls and
   * leaves the jobs to the instances that do (a deployment with dedicated job instances).
   */
  SPREADSHEET_RUN_JOBS: booleanish.default(true),
  /**
   * How often an instance looks for a directory sync whose schedule is due (ADR 023); the schedule itself is in the
   * sync's settings. Instances that do not run jobs (SPREADSHEET_RUN_JOBS false) do not look.
   */
  DIRECTORY_SYNC_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SEED_DEMO: booleanish.default(true),
  /**
   * The sample leave system's address (examples/leave-system), set by `npm start` and the e2e harness: with the demo
   * seed, the portal registers it as a business system and points its services at it (seed/leave-system.ts).
   */
  DEMO_LEAVE_SYSTEM_URL: z.string().regex(/^https?:\/\/[^\s/]+$/, 'must be an http(s) origin without a path').optional(),
  /**
   * Plain-http origins whose pages may open in the in-page service frame besides https ones (OPEN-01 1001): campus
   * systems on an intranet often have no TLS. Comma separated; the demo leave system's origin is added by itself.
   */
  SERVICE_FRAME_ORIGINS: z.string().regex(/^(https?:\/\/[^\s,/]+)(,\s*https?:\/\/[^\s,/]+)*$/, 'must be http(s) origins separated by commas').optional(),
  /**
   * Which peers may set X-Forwarded-For (the address the sign-in throttle counts): 'loopback' by default, so a
   * client connecting directly cannot pose as another address; a proxy's addresses or CIDRs, comma-separated;
   * 'true' or 'false'.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/,\s-]+$/, 'must be true, false, loopback, or addresses/CIDRs separated by commas')
    .default('loopback')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * Bearer token a scraper (Prometheus) sends to GET /api/metrics from a loopback or private address; unset: only a
   * signed-in administrator reads the metrics. Long enough not to be guessed.
   */
  METRICS_TOKEN: z.string().regex(/^[\x21-\x7e]{24,256}$/, 'must be 24 to 256 printable characters without spaces').optional(),
  /**
   * Overload protection (http/load-shedding.ts): requests one instance works on at once, beyond which it answers 503
   * with Retry-After at once instead of queueing (0: no limit). The limit adapts below this when requests queue.
   */
  LOAD_SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(256),
  /** Wait in ms beyond which the in-flight limit tightens to what the instance keeps up with (0: fixed limit). */
  LOAD_SHED_QUEUE_TARGET_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /**
   * Mean event-loop delay in ms above which new requests get 503 too: the queue the in-flight limit cannot see, of
   * requests not yet read. 0 (default): not watched — on a shared or starved machine the delay also rises without
   * load, and with PGlite a long query runs on the loop; worth setting (e.g. 100–200) on a dedicated instance.
   */
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  LOAD_SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
  /**
   * The inbound API for business systems (ADR 024): calls one system may make per window, on all instances together
   * (Redis); beyond it that system alone gets 429.
   */
  BUSINESS_API_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(3000),
  BUSINESS_API_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /**
   * Sign-in limits (features/auth/login-throttle.ts, ADR 017). Per account and address: this many failures are free,
   * then each further attempt waits LOGIN_BACKOFF_BASE_SECONDS, doubling per failure, at most
   * LOGIN_BACKOFF_MAX_SECONDS.
   */
  LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).max(100).default(3),
  LOGIN_BACKOFF_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(1),
  LOGIN_BACKOFF_MAX_SECONDS: z.coerce.number().int().min(1).max(24 * 3600).default(900),
  /** Per account, failures from addresses it has not signed in from that are free before the same back-off. */
  LOGIN_ACCOUNT_FREE_FAILURES: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Per address: failures allowed per window; past it the address is slowed to that rate, never locked. */
  LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).max(1_000_000).default(300),
  LOGIN_ADDRESS_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /** An address where the account signed in within this many days is known: failures elsewhere do not slow it. */
  LOGIN_KNOWN_ADDRESS_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** Failures are forgotten after this many hours without another. */
  LOGIN_FAILURE_MEMORY_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
  /**
   * Card data sources (external JSON APIs) never reach loopback, private, link-local or reserved addresses, except
   * the hosts named here: comma-separated host names, IP addresses or CIDRs. Empty (the default): none.
   */
  /**
   * The key that seals configuration secrets at rest (an identity provider's client secret, a directory's bind
   * password): 32 bytes as base64 or hex. Kept out of the database so that a dump or a backup of it does not carry
   * the secrets in the clear. Unset: a key generated into the database's key store, with a warning at start.
   */
  CONFIG_SECRETS_KEY: z
    .string()
    .refine((v) => decodeKey(v) !== null, 'must be 32 bytes as base64 (44 characters) or hex (64 characters)')
    .optional(),
  DATA_SOURCE_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== ''))
    .pipe(z.array(z.string().refine(isHostOrNetwork, 'must be host names, IP addresses or CIDRs separated by commas'))),
});

/** A 32-byte key written as hex or base64 (standard or url-safe), else null. */
export function decodeKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** A host name (letters, digits, hyphens, dots), an IPv4/IPv6 address, or such an address with a /prefix. */
function isHostOrNetwork(entry: string): boolean {
  if (ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry)) return true;
  return /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/.test(entry);
}

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; on failure the message lists every bad key, so one start shows every mistake. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty string means "unset" for optional keys, as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

import { createLocalCache } from '../../cache/local-cache';
import { parseAllowList, type AllowList } from '../../security/outbound/address-guard';
import { probeGuarded, type ProbeOutcome } from '../../security/outbound/guarded-fetch';

/** One probe's wait: long enough for a loaded intranet system, short enough that the user is not left waiting. */
const PROBE_TIMEOUT_MS = 2500;
/** How long an answer serves every user of the instance, per origin: a system's state, not a path's. */
const REACHABLE_FOR_MS = 30_000;
const UNREACHABLE_FOR_MS = 10_000;

interface AddressProbe {
  check(address: string): Promise<ProbeOutcome>;
}

/**
 * The reachability check of ADR 031. Only an address the server stored is ever probed (the caller names a service,
 * to-do or draft, never a URL), under the data sources' outbound guard and DATA_SOURCE_ALLOW_HOSTS; besides those,
 * exactly the demo sample's origin (DEMO_LEAVE_SYSTEM_URL) — its host on that port, no other port of it. Answers are
 * kept per origin for a few seconds, and parallel checks of one origin share one probe, so a crowd clicking costs
 * one request per system.
 */
export function createAddressProbe(options: { allowHosts: readonly string[]; demoOrigin?: string; now: () => number; timeoutMs?: number }): AddressProbe {
  const allow = parseAllowList(options.allowHosts);
  const demo = options.demoOrigin ? new URL(options.demoOrigin) : null;
  const cache = createLocalCache<Promise<ProbeOutcome>>({ maxEntries: 500 });
  const allowFor = (url: URL): AllowList => (demo && url.origin === demo.origin
    ? { hosts: new Set([...allow.hosts, url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase()]), networks: allow.networks }
    : allow);

  return {
    async check(address) {
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        return 'unreachable';
      }
      const key = url.origin;
      const kept = cache.get(key, options.now());
      if (kept) return kept;
      const pending = probeGuarded(url, options.timeoutMs ?? PROBE_TIMEOUT_MS, allowFor(url)).catch((): ProbeOutcome => 'unreachable');
      // Kept while it runs, so parallel checks share it; then for as long as its verdict holds.
      cache.set(key, pending, options.now() + PROBE_TIMEOUT_MS * 2);
      const outcome = await pending;
      cache.set(key, pending, options.now() + (outcome === 'reachable' ? REACHABLE_FOR_MS : UNREACHABLE_FOR_MS));
      return outcome;
    },
  };
}

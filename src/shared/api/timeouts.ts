import type { ClientKind } from './catalogue/define-call';

/** WRAP-12: request time-out per client: 30 s for the blade services, 50 s for the online-service platform. */
export const REQUEST_TIMEOUT_MS: Readonly<Record<ClientKind, number>> = { blade: 30_000, osp: 50_000 };

/** WRAP-12: time-out for loading a script chunk (lazy bundles, micro-apps). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

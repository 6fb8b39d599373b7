import type { ClientKind } from './catalogue/define-call';

/** WRAP-12: request time-out per client: 30 s for the blade services, 50 s for the online-service platform. */
export const REQUEST_TIMEOUT_MS: Readonly<Record<ClientKind, number>> = { blade: 30_000, osp: 50_000 };

/** WRAP-12: time-out for loading a script chunk (lazy bundles, micro-apps). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** An upload's time limit: a 20 MB file on a slow line takes minutes, far past a call's WRAP-12 time-out. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * WRAP-04: the services whose bodies are encrypted and signed — blade-workbench, blade-platform, comb-cygj (first
 * client) and online-service-platform, project-manage (second client). Both clients and the server use this one list.
 */
const WRAPPED_SERVICES = [
  '/api/blade-workbench',
  '/api/blade-platform',
  '/api/comb-cygj',
  '/api/online-service-platform',
  '/api/project-manage',
] as const;

/** Markers that exempt a path: visitor calls (and the crypto handshake itself) and the export-file download. */
const EXEMPT_MARKERS = ['nobody', 'excel/exportFinal'] as const;

/** True when a call to `path` (query ignored) must be wrapped (WRAP-04). */
export function isWrappedPath(path: string): boolean {
  const queryAt = path.indexOf('?');
  const pathname = queryAt === -1 ? path : path.slice(0, queryAt);
  // A whole segment must match: '/api/blade-platformX' is another service.
  const inService = WRAPPED_SERVICES.some((s) => pathname === s || pathname.startsWith(`${s}/`));
  return inService && !EXEMPT_MARKERS.some((m) => pathname.includes(m));
}

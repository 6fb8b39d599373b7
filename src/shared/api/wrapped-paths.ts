/** Services whose bodies are wrapped, encrypted and signed (WRAP-04): first client, then second client. */
const WRAPPED_SERVICES: ReadonlySet<string> = new Set([
  'blade-workbench', 'blade-platform', 'comb-cygj',
  'online-service-platform', 'project-manage',
]);

/** WRAP-04: true when a call's path must be sealed (wrapped service, not a `nobody` or excel/exportFinal path). */
export function isWrappedPath(path: string): boolean {
  const service = /^\/api\/([^/?#]+)/.exec(path)?.[1];
  if (service === undefined || !WRAPPED_SERVICES.has(service)) return false;
  // Visitor paths have no crypto session yet, and the export download is a plain file link.
  return !path.includes('nobody') && !path.includes('excel/exportFinal');
}

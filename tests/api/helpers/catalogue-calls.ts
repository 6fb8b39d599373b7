import * as catalogue from '../../../src/shared/api/catalogue';
import type { CallDef } from '../../../src/shared/api/catalogue';

function isCall(value: unknown): value is CallDef {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<CallDef>;
  return typeof v.name === 'string' && typeof v.path === 'string' && (v.method === 'GET' || v.method === 'POST') && v.request !== undefined;
}

/**
 * Every call of the shared catalogue, also those grouped inside an area object (e.g. navigationStudio), once each
 * (by method and path), in path order: what the access matrix and the fuzz walk.
 */
export function everyCatalogueCall(): CallDef[] {
  const found = new Map<string, CallDef>();
  const walk = (value: unknown, depth: number): void => {
    if (isCall(value)) {
      found.set(`${value.method} ${value.path}`, value);
      return;
    }
    if (depth > 3 || typeof value !== 'object' || value === null) return;
    for (const inner of Object.values(value)) walk(inner, depth + 1);
  };
  walk(catalogue, 0);
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path));
}

import { RESOURCES } from '../resources';
import type { LazyPage } from './lazy-page';

type Page = LazyPage<object> | ((...args: never[]) => unknown) | undefined;

function preloadOf(page: Page): (() => Promise<unknown>) | undefined {
  return page !== undefined && 'preload' in page ? page.preload : undefined;
}

/**
 * Starts loading the chunk of the page at the studio's inner path `inner` (`/cards`, `/cards/create`, `/cards/7`),
 * so it travels beside react-admin's first render instead of after it (ADR 034). Unknown paths load nothing; a
 * failed load is reported by the page itself when it renders.
 */
export function preloadPageAt(inner: string): void {
  const [name, rest] = inner.split(/[?#]/)[0]?.split('/').filter((segment) => segment !== '') ?? [];
  const resource = RESOURCES.find((r) => r.name === name);
  if (!resource) return;
  const page: Page = rest === undefined ? resource.list : rest === 'create' ? resource.create : resource.edit;
  preloadOf(page)?.().catch(() => undefined);
}

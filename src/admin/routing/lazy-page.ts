import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A studio page that loads its own chunk the first time it renders; `preload` starts that load sooner. */
export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

/**
 * A page component of the studio from its module, loaded when first shown (ADR 034): the entry chunk carries only
 * the frame, the menu and the data provider, so an administrator's first page does not wait for every other page.
 * The layout's Suspense shows the loading state meanwhile. Pages are named exports; `name` picks the one.
 * @example list: lazyPage(() => import('./CardList'), 'CardList'),
 */
export function lazyPage<M extends Record<K, ComponentType<never>>, K extends keyof M & string>(
  load: () => Promise<M>, name: K,
): LazyPage<M[K] extends ComponentType<infer P> ? P & object : never> {
  type Props = M[K] extends ComponentType<infer P> ? P & object : never;
  const page = lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<Props> }));
  return Object.assign(page, { preload: load });
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The lazy modules a page path needs at once, by source path (the keys of Vite's build manifest). The portal loads
 * them only after its entry has run and decided the route, a chain of round trips; linking them from the document
 * lets the browser fetch them beside the entry. Only what the path is sure to need: a visitor's /login stays light.
 */
// The shell's important-notice layer comes with every signed-in page.
const SIGNED_IN = ['src/portal/routes/deferred.ts', 'src/portal/features/messages/NoticeLayer.tsx'];
const HOME = 'src/portal/features/home/HomePage.tsx';
const CENTRE = 'src/portal/features/directory/index.ts';
const ROUTE_MODULES: ReadonlyArray<readonly [path: string, modules: readonly string[]]> = [
  ['/effectivenessSupervision', [...SIGNED_IN, 'src/portal/features/efficiency/EfficiencyPage.tsx']],
  ['/generalDetailsTow', [...SIGNED_IN, 'src/portal/routes/MessageDetailRoute.tsx']],
  // Each portal page's own chunk (ADR 034: the signed-in chunk holds the shell only; SignedInRoutes' PAGE_CHUNKS).
  ['/homePage', [...SIGNED_IN, HOME]],
  ['/home', [...SIGNED_IN, HOME]],
  ['/applicationServiceCenter', [...SIGNED_IN, CENTRE]],
  ['/processServiceCenter', [...SIGNED_IN, CENTRE]],
  ['/serviceHall', [...SIGNED_IN, CENTRE]],
  ['/threelists', [...SIGNED_IN, 'src/portal/features/three-lists/index.ts']],
  ['/PersonalCenter', [...SIGNED_IN, 'src/portal/features/personal/index.ts']],
];
/**
 * The studio's paths (ROUTE-03, ROUTE-08): the studio's entry with the chunks it imports, which the portal would
 * otherwise ask for only after its signed-in chunk has run and the configuration menu has come (ADR 034). The
 * entry's page chunk is the studio's to start (it knows which page the path opens).
 */
const STUDIO = [...SIGNED_IN, 'src/admin/main.tsx'];
const STUDIO_PATHS = ['/cardBusinessConfig', '/deptResponsibilityListConfig', '/managementGuideConfig'];
/** Every path below this prefix is a studio entry. */
const STUDIO_PREFIX = '/userFrameConfig/';

const manifestSchema = z.record(z.string(), z.object({
  file: z.string(),
  imports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
}));
type Manifest = z.infer<typeof manifestSchema>;

/** The module's chunk, the chunks it imports statically, and their stylesheets, in load order. */
function filesOf(manifest: Manifest, key: string, scripts: Set<string>, styles: Set<string>): void {
  const entry = manifest[key];
  if (!entry || scripts.has(entry.file)) return;
  scripts.add(entry.file);
  for (const inner of entry.imports ?? []) filesOf(manifest, inner, scripts, styles);
  for (const css of entry.css ?? []) styles.add(css);
}

/** index.html fetches `file` itself (a script or link), not only names it (the studio entry's meta tag). */
function linkedBy(indexHtml: string, file: string): boolean {
  return indexHtml.includes(`src="/${file}"`) || indexHtml.includes(`href="/${file}"`);
}

export interface RoutePreloads {
  /** The `<link>` tags for a page path ('' when it has none). */
  linksFor(urlPath: string): string;
  /** Source modules named above that the build does not have (a renamed file): the tests keep this empty. */
  readonly missing: readonly string[];
}

/** Reads `<distDir>/.vite/manifest.json`; without one (an API-only test run) no path gets links. */
export function loadRoutePreloads(distDir: string, indexHtml: string): RoutePreloads {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return { linksFor: () => '', missing: [] };
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const routes: ReadonlyArray<readonly [path: string, modules: readonly string[]]> = [
    ...ROUTE_MODULES, ...STUDIO_PATHS.map((p) => [p, STUDIO] as const), [STUDIO_PREFIX, STUDIO],
  ];
  const missing = [...new Set(routes.flatMap(([, modules]) => modules))].filter((key) => manifest[key] === undefined);
  const links = new Map<string, string>();
  for (const [route, modules] of routes) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const key of modules) filesOf(manifest, key, scripts, styles);
    // At low priority, so they take the bandwidth the entry's own scripts leave (on a slow phone network they
    // delayed the first paint by 0.8 s at default priority). What index.html links already (the entry's own
    // imports) is not said twice. Stylesheets are only fetched here
    // (preload), not applied: the page's chunk applies them when it loads, and a stylesheet in the head would hold
    // back the entry script.
    const tags = [
      ...[...styles].filter((f) => !linkedBy(indexHtml, f)).map((f) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${f}">`),
      ...[...scripts].filter((f) => !linkedBy(indexHtml, f)).map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${f}">`),
    ];
    links.set(route.toLowerCase(), tags.join('\n    '));
  }
  return {
    linksFor(urlPath) {
      const clean = (urlPath.replace(/\/+$/, '') || '/').toLowerCase();
      const prefix = STUDIO_PREFIX.toLowerCase();
      return links.get(clean) ?? (clean.startsWith(prefix) ? links.get(prefix) ?? '' : '');
    },
    missing,
  };
}

/** The page's HTML with the path's links at the end of its head. */
export function withRoutePreloads(indexHtml: string, links: string): string {
  return links === '' ? indexHtml : indexHtml.replace('</head>', `    ${links}\n  </head>`);
}

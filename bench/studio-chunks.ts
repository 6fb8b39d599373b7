// What the studio's first load is made of: builds the bundles into a scratch folder with a plugin that records every
// chunk's modules, then prints (JSON lines) the chunks the studio's entry loads at once — its static import closure,
// which the browser fetches before `mount` runs — with their gzip sizes, and the packages and source folders that
// weigh most in them. A page's own chunk loads after (ADR 034). `node --import tsx bench/studio-chunks.ts`;
// BENCH_CHUNKS_OUT names a file for every first-load chunk's modules and sizes; BENCH_WHY=<part of a path> prints
// the chain of static imports that brings that module into the first load. `firstPage` adds what the bench page of
// bench/studio.ts loads besides: the portal's signed-in chunk (which the server links from every studio path) and the
// hall page's own chunk, each with its static imports — the build's side of that bench's figure, without a browser.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { emit, loadWatch } from './support/anchor';

const benchLoad = loadWatch();
const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN_ENTRY = 'src/admin/main.tsx';
/** The portal's signed-in chunk (src/server/http/route-preloads.ts links it from studio paths) and the hall's page. */
const SIGNED_IN_MODULES = ['src/portal/routes/deferred.ts', 'src/portal/features/messages/NoticeLayer.tsx'];
const FIRST_PAGE_MODULE = 'src/admin/pages/centres/CentrePage.tsx';
const TOP = Number(process.env.BENCH_TOP ?? 25);

interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: Array<{ id: string; bytes: number }>;
}

function recordChunks(into: Map<string, ChunkFacts>, graph: Map<string, readonly string[]>): Plugin {
  return {
    name: 'bench:record-chunks',
    apply: 'build',
    buildEnd() {
      for (const id of this.getModuleIds()) graph.set(id, [...(this.getModuleInfo(id)?.importedIds ?? [])]);
    },
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        into.set(out.fileName, {
          fileName: out.fileName,
          isEntry: out.isEntry,
          facade: out.facadeModuleId,
          imports: [...out.imports],
          dynamicImports: [...out.dynamicImports],
          modules: Object.entries(out.modules).map(([id, m]) => ({ id, bytes: m.renderedLength })),
        });
      }
    },
  };
}

/** A module's owner: the package under node_modules, or its source folder two levels deep. */
function ownerOf(id: string): string {
  const clean = id.replace(/\\/g, '/').replace(/\?.*$/, '').replace(/^\0/, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? clean);
  }
  const rel = path.relative(ROOT, clean);
  if (rel.startsWith('..')) return clean;
  return rel.split('/').slice(0, 3).join('/');
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const outDir = mkdtempSync(path.join(os.tmpdir(), 'studio-chunks-'));
const chunks = new Map<string, ChunkFacts>();
/** Each module's static imports, to say why a module is in the first load (BENCH_WHY). */
const graph = new Map<string, readonly string[]>();
const callers = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  await build({
    root: ROOT, configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn', mode: 'production',
    plugins: [recordChunks(chunks, graph)], build: { outDir, emptyOutDir: true },
  });
} finally {
  if (callers === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = callers;
}

try {
  const entry = [...chunks.values()].find((c) => c.isEntry && c.facade?.replace(/\\/g, '/').endsWith(ADMIN_ENTRY));
  if (!entry) throw new Error(`no chunk for ${ADMIN_ENTRY}`);
  const portal = [...chunks.values()].filter((c) => c.isEntry && c !== entry);
  // The portal's entry chunks and their static imports are loaded before the studio: shared chunks cost nothing more.
  const closure = (starts: readonly ChunkFacts[]) => {
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of chunks.get(file)?.imports ?? []) walk(next);
    };
    for (const start of starts) walk(start.fileName);
    return seen;
  };
  const portalFirst = closure(portal);
  const studioFirst = [...closure([entry])];
  const gz = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
  const files = studioFirst.map((file) => ({ file, rawKb: kb(readFileSync(path.join(outDir, file)).length), gzipKb: kb(gz(file)), sharedWithPortalEntry: portalFirst.has(file) }));
  const owners = new Map<string, number>();
  for (const file of studioFirst) {
    for (const m of chunks.get(file)?.modules ?? []) owners.set(ownerOf(m.id), (owners.get(ownerOf(m.id)) ?? 0) + m.bytes);
  }
  const heaviest = [...owners].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([owner, bytes]) => ({ owner, renderedKb: kb(bytes) }));
  if (process.env.BENCH_CHUNKS_OUT) {
    writeFileSync(process.env.BENCH_CHUNKS_OUT, JSON.stringify(studioFirst.map((file) => ({
      file, modules: [...(chunks.get(file)?.modules ?? [])].sort((a, b) => b.bytes - a.bytes).map((m) => ({ id: path.relative(ROOT, m.id), kb: kb(m.bytes) })),
    })), null, 1));
  }
  const why = process.env.BENCH_WHY;
  if (why) {
    // The shortest chain of static imports from the studio's entry to the first module whose path has `why`.
    const start = [...graph.keys()].find((id) => id.replace(/\\/g, '/').endsWith(ADMIN_ENTRY));
    const from = new Map<string, string>();
    const queue = start ? [start] : [];
    let found: string | undefined;
    while (queue.length > 0 && found === undefined) {
      const id = queue.shift() as string;
      if (id.includes(why)) found = id;
      for (const next of graph.get(id) ?? []) if (!from.has(next) && next !== start) { from.set(next, id); queue.push(next); }
    }
    const chain: string[] = [];
    for (let at = found; at !== undefined; at = from.get(at)) chain.unshift(path.relative(ROOT, at));
    process.stdout.write(`${JSON.stringify({ why, chain: found ? chain : 'not reached by static imports' })}\n`);
  }
  const chunkOf = (module: string) => {
    const chunk = [...chunks.values()].find((c) => c.facade?.replace(/\\/g, '/').endsWith(module));
    if (!chunk) throw new Error(`no chunk for ${module}`);
    return chunk;
  };
  const signedIn = closure(SIGNED_IN_MODULES.map(chunkOf));
  const page = closure([chunkOf(FIRST_PAGE_MODULE)]);
  const firstPage = new Set([...portalFirst, ...signedIn, ...studioFirst, ...page]);
  const sumGz = (files: Iterable<string>) => kb([...files].reduce((sum, file) => sum + gz(file), 0));
  const lazy = [...new Set(studioFirst.flatMap((file) => chunks.get(file)?.dynamicImports ?? []))].filter((file) => !studioFirst.includes(file));
  emit(benchLoad, {
    bench: 'studioEntryChunks',
    entry: entry.fileName,
    gzipKb: kb(studioFirst.reduce((sum, file) => sum + gz(file), 0)),
    // The portal's entry with what it imports at once (what /login loads first): it must not grow with the studio.
    portalEntryGzipKb: kb([...portalFirst].reduce((sum, file) => sum + gz(file), 0)),
    gzipKbBeyondPortalEntry: kb(studioFirst.filter((file) => !portalFirst.has(file)).reduce((sum, file) => sum + gz(file), 0)),
    // /userFrameConfig/serviceHallConfig: the portal's entry, its signed-in chunk, the studio's entry, the page's chunk.
    firstPage: {
      gzipKb: sumGz(firstPage),
      signedInBeyondPortalEntryGzipKb: sumGz([...signedIn].filter((file) => !portalFirst.has(file))),
      pageBeyondEntriesGzipKb: sumGz([...page].filter((file) => !portalFirst.has(file) && !signedIn.has(file) && !studioFirst.includes(file))),
    },
    files,
    heaviest,
    lazyChunks: lazy.length,
  });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

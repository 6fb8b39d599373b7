import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The source of a worker thread that runs a TypeScript module like the server does: through tsx's loader,
 * registered inside the worker first (a worker does not inherit the parent's loader hooks on Node 20). Start it with
 * `new Worker(tsWorkerSource(import.meta.url, 'x-worker.ts'), { eval: true })`: the module `file` beside the
 * caller's (a path, not `new URL(file, import.meta.url)`, which Vite would take for an asset under the tests).
 */
export function tsWorkerSource(callerUrl: string, file: string): string {
  const require = createRequire(import.meta.url);
  const tsxApi = pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const target = pathToFileURL(path.join(path.dirname(new URL(callerUrl).pathname), file)).href;
  return `(async () => { const { register } = await import(${JSON.stringify(tsxApi)}); register(); await import(${JSON.stringify(target)}); })()`;
}

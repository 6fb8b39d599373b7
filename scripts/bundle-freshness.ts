import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Inputs of the browser bundles; a change to any of them makes the build stale. */
const INPUTS = ['src/portal', 'src/admin', 'src/shared', 'index.html', 'vite.config.ts', 'scripts/build', 'package-lock.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when dist/portal is missing or older than any input. */
export function isBundleStale(root: string, distDir: string): boolean {
  const built = path.join(distDir, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

// Summarises a V8 .cpuprofile (node --cpu-prof; SERVER_NODE_ARGS in tests/support/server-process.ts): self time by
// function and by file or package, over the samples after --from seconds (skips start-up) and before --to.
// Usage: npx tsx bench/support/cpuprofile-summary.ts FILE.cpuprofile [--from 20] [--to 60] [--top 40]
import { readFileSync } from 'node:fs';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

const [file, ...rest] = process.argv.slice(2);
if (!file) throw new Error('usage: cpuprofile-summary FILE [--from s] [--to s] [--top n]');
const option = (name: string, fallback: number) => {
  const at = rest.indexOf(name);
  return at === -1 ? fallback : Number(rest[at + 1]);
};
const fromS = option('--from', 0);
const toS = option('--to', Number.POSITIVE_INFINITY);
const top = option('--top', 40);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

/** A file's short name: the package for node_modules, the path under the repository otherwise. */
function fileOf(url: string): string {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules !== -1) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? url);
  }
  if (url.startsWith('node:')) return url;
  const src = url.indexOf('/src/');
  return src === -1 ? url : url.slice(src + 1);
}

const selfByFunction = new Map<string, number>();
const selfByFile = new Map<string, number>();
let total = 0;
let idle = 0;
let t = 0;
for (let i = 0; i < profile.samples.length; i += 1) {
  const delta = profile.timeDeltas[i] ?? 0;
  t += delta;
  const s = t / 1e6;
  if (s < fromS || s > toS) continue;
  const node = byId.get(profile.samples[i] ?? -1);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)') {
    idle += delta;
    continue;
  }
  total += delta;
  const fn = `${functionName || '(anonymous)'} ${fileOf(url)}:${lineNumber + 1}`;
  selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + delta);
  const f = fileOf(url);
  selfByFile.set(f, (selfByFile.get(f) ?? 0) + delta);
}

const ms = (us: number) => (us / 1000).toFixed(0);
const pct = (us: number) => ((100 * us) / total).toFixed(1);
console.log(`window ${fromS}–${toS} s: busy ${ms(total)} ms, idle ${ms(idle)} ms`);
console.log('\nself time by file or package:');
for (const [name, us] of [...selfByFile].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us).padStart(5)} %  ${ms(us).padStart(6)} ms  ${name}`);
console.log('\nself time by function:');
for (const [name, us] of [...selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us).padStart(5)} %  ${ms(us).padStart(6)} ms  ${name}`);

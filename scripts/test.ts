// `npm test`: every check and tier, each named when it fails. The checks that use one core each (typecheck, lint,
// knip) and the portal's build for the end-to-end tier run side by side, so both cores work; the tiers then run one
// after another, as each already uses both cores (two workers) and their waits must not starve each other.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

interface Step {
  name: string;
  command: string[];
}

const npmRun = (script: string): Step => ({ name: script, command: ['npm', 'run', '--silent', script] });

/** Runs one step; its output is passed through as it comes, or kept and printed whole at its end (`quiet`). */
function run(step: Step, quiet: boolean): Promise<{ step: Step; ok: boolean; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [file, ...args] = step.command;
    const child = spawn(file ?? 'npm', args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      if (quiet && output.trim() !== '') process.stdout.write(`── ${step.name} ──\n${output}${output.endsWith('\n') ? '' : '\n'}`);
      process.stdout.write(`${code === 0 ? 'passed' : 'FAILED'}: ${step.name} (${seconds} s)\n`);
      resolve({ step, ok: code === 0, seconds });
    });
  });
}

const checks: Step[] = [
  npmRun('typecheck'), npmRun('lint'), npmRun('knip'),
  // The end-to-end tier's global setup builds only when stale: built here, beside the checks, it finds it fresh.
  { name: 'build the portal for the end-to-end tier', command: ['npx', 'tsx', 'scripts/build/build-portal.ts'] },
];
const tiers: Step[] = [npmRun('test:unit'), npmRun('test:api'), npmRun('test:e2e')];

const failed: string[] = [];
for (const result of await Promise.all(checks.map((step) => run(step, true)))) if (!result.ok) failed.push(result.step.name);
if (failed.length === 0) {
  for (const step of tiers) {
    if (!(await run(step, false)).ok) {
      failed.push(step.name);
      break;
    }
  }
}
if (failed.length > 0) {
  process.stderr.write(`npm test failed: ${failed.join(', ')}\n`);
  process.exit(1);
}

// `npm start`: build the browser bundles when stale, then run the server — and, with the demo seed, the sample
// leave system beside it (examples/leave-system), stopped with it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startServer } from '../src/server/main';
import { buildPortal } from './build/build-portal';
import { isBundleStale } from './bundle-freshness';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist', 'portal');

if (isBundleStale(root, distDir)) {
  process.stdout.write('Building the portal and studio bundles (they are missing or older than the sources)…\n');
  await buildPortal(root);
}

// The demo seed is on unless SEED_DEMO says otherwise (config/env.ts); LEAVE_SYSTEM=off leaves the sample out.
const demo = !['false', '0'].includes(process.env.SEED_DEMO ?? 'true') && process.env.LEAVE_SYSTEM !== 'off';
const leavePort = Number(process.env.LEAVE_PORT ?? 8091);
if (demo) process.env.DEMO_LEAVE_SYSTEM_URL ??= `http://localhost:${leavePort}`;

const { port } = await startServer({ distDir });

if (demo) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'examples', 'leave-system', 'src', 'main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      LEAVE_PORT: String(leavePort),
      LEAVE_PUBLIC_URL: process.env.DEMO_LEAVE_SYSTEM_URL,
      LEAVE_PORTAL_URL: `http://127.0.0.1:${port}`,
      LEAVE_DATA_DIR: path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'leave-system'),
    },
  });
  child.on('exit', (code, signal) => {
    if (signal === null && code !== 0) process.stderr.write(`The sample leave system stopped (exit ${code}); the portal runs on without it.\n`);
  });
  // The server's own signal handlers end the process; the sample goes with it.
  process.on('exit', () => child.kill('SIGTERM'));
}
// The logs are JSON for machines; this line is for the person who just typed `npm start`.
process.stdout.write(`\nService Hall is running: http://localhost:${port}  (demo accounts: admin / teacher / student / dean, see README)\n`);
if (demo) process.stdout.write(`The sample leave system (学生请假申请) runs beside it: ${process.env.DEMO_LEAVE_SYSTEM_URL}\n\n`);

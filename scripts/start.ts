// `npm start`: build the browser bundles when stale, then run the server.
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
const { port } = await startServer({ distDir });
// The logs are JSON for machines; this line is for the person who just typed `npm start`.
process.stdout.write(`\nService Hall is running: http://localhost:${port}  (demo accounts: admin / teacher / student, see README)\n\n`);

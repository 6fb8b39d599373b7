// `npm run dev`: Vite's dev server (with /api proxied to the server) and the server, restarted on change.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const server = spawn(process.execPath, ['--import', 'tsx', '--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development', PORT: process.env.PORT ?? '8080' },
});

const vite = await createServer({ root, configFile: path.join(root, 'vite.config.ts') });
await vite.listen();
vite.printUrls();

const stop = async () => {
  server.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium, which the end-to-end tier launches (CHROMIUM_PATH names another). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CANDIDATES = [CHROMIUM_PATH, '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium'];

/** Flags that work as root in a sandboxed container with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic',
  '--no-first-run', '--disable-component-update', '--disable-sync',
];

function find(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * Finds Debian's Chromium, installing it (and the CJK fonts) with apt-get when we are root and it is missing.
 * Playwright's own browser download cannot work here, so a missing browser is a clear failure, never a skip.
 */
export function ensureChromium(): string {
  const found = find();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch (error) {
      throw new Error(`Chromium is missing and 'apt-get install chromium fonts-noto-cjk' failed: ${String(error)}`);
    }
    const installed = find();
    if (installed) return installed;
  }
  throw new Error(
    'End-to-end tests need Debian\'s Chromium: run `apt-get install -y chromium fonts-noto-cjk` as root, ' +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
}

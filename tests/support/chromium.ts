import { ensureDebianTool } from './debian-packages';

/** Debian's Chromium, which the end-to-end tier launches (CHROMIUM_PATH names another). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CANDIDATES = [CHROMIUM_PATH, '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium'];

/** Flags that work as root in a sandboxed container with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic',
  '--no-first-run', '--disable-component-update', '--disable-sync',
];

/**
 * Finds Debian's Chromium, installing it (and the CJK fonts) with apt-get when we are root and it is missing.
 * Playwright's own browser download cannot work here, so a missing browser is a clear failure, never a skip.
 */
export function ensureChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  return ensureDebianTool("Debian's Chromium (or CHROMIUM_PATH)", {
    paths: [...(fromEnv ? [fromEnv] : []), ...CANDIDATES],
    packages: ['chromium', 'fonts-noto-cjk'],
  });
}

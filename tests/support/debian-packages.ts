import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A program a test tier runs, and the Debian package that provides it. */
export interface DebianTool {
  /** Absolute paths where the program may be; the first that exists wins. */
  readonly paths: readonly string[];
  /** The Debian packages to install when none of the paths exists. */
  readonly packages: readonly string[];
}

function firstExisting(paths: readonly string[]): string | undefined {
  return paths.find((candidate) => existsSync(candidate));
}

/**
 * The path of a program from Debian's packages, installing the packages with apt-get when we are root and it is
 * missing, so that a fresh machine needs only `npm test`. Only Debian's registry is reachable here, so a program
 * that cannot be found or installed is a clear failure that says what to run, never a skip.
 */
export function ensureDebianTool(what: string, tool: DebianTool): string {
  const found = firstExisting(tool.paths);
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const command = `apt-get install -y ${tool.packages.join(' ')}`;
  if (isRoot) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', ...tool.packages], { stdio: 'inherit', env });
    } catch (error) {
      throw new Error(`${what} is missing and '${command}' failed: ${String(error)}`);
    }
    const installed = firstExisting(tool.paths);
    if (installed) return installed;
  }
  throw new Error(`${what} is needed by the tests and was not found at ${tool.paths.join(' or ')}: run '${command}' as root.`);
}

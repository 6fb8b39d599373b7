import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * src/server/features/spreadsheet/services/exceljs-utf8.ts replaces one module of exceljs (lib/utils/parse-sax.js)
 * in Node's module cache. exceljs is pinned exactly in package.json for that reason; these checks fail when an
 * upgrade moves or reshapes that module, before a corrupted import does.
 */
const REVIEW = 'exceljs changed under the run-time patch of exceljs-utf8.ts: review the patch before upgrading exceljs';

const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve('exceljs'));
const target = path.join(root, 'lib', 'utils', 'parse-sax.js');

/** The files under `dir` that require the patched module by a relative path that resolves to it. */
function sourcesRequiringParseSax(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      const required = /require\(['"]([./]+utils\/parse-sax)['"]\)/.exec(readFileSync(file, 'utf8'))?.[1];
      return required !== undefined && `${path.resolve(path.dirname(file), required)}.js` === target;
    });
}

describe('the exceljs module that exceljs-utf8.ts patches', () => {
  it('is still at lib/utils/parse-sax.js', () => {
    expect(existsSync(target), REVIEW).toBe(true);
  });

  it('still exports one async generator over chunks, parsed by saxes into opentag/text/closetag events', () => {
    const source = readFileSync(target, 'utf8');
    expect(source, REVIEW).toMatch(/module\.exports\s*=\s*async function\*\s*\(iterable\)/);
    expect(source, REVIEW).toMatch(/require\('saxes'\)/);
    for (const event of ['opentag', 'text', 'closetag']) expect(source, REVIEW).toContain(`eventType: '${event}'`);
    // The patch resolves saxes from exceljs's own folder, as parse-sax.js does.
    expect(() => createRequire(target).resolve('saxes'), REVIEW).not.toThrow();
  });

  it('is still required through that path by the streaming readers, so the cached replacement reaches them', () => {
    const requirers = sourcesRequiringParseSax(path.join(root, 'lib')).map((file) => path.relative(root, file));
    expect(requirers, REVIEW).toEqual(expect.arrayContaining([
      path.join('lib', 'stream', 'xlsx', 'worksheet-reader.js'),
      path.join('lib', 'stream', 'xlsx', 'workbook-reader.js'),
    ]));
  });
});

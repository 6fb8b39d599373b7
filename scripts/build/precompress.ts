import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|map)$/;
/** Below this a compressed copy saves less than the extra round of content negotiation costs to think about. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every text asset of the build, so the server sends them with no compression work per
 * request (@fastify/static `preCompressed`). Without it a phone on a slow network downloads the efficiency page's
 * charts chunk as 421 kB instead of ~120 kB: the largest part of its Lighthouse LCP.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'service-hall:precompress',
    apply: 'build',
    configResolved(config) { outDir = path.resolve(config.root, config.build.outDir); },
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      const names = (await readdir(assets)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(names.map(async (name) => {
        const file = path.join(assets, name);
        if ((await stat(file)).size < MIN_BYTES) return;
        const bytes = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          gz(bytes, { level: 9 }),
        ]);
        // A copy that is not smaller would only cost disk and a pointless header.
        if (br.length < bytes.length) await writeFile(`${file}.br`, br);
        if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
      }));
    },
  };
}

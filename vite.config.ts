import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './scripts/build/precompress';

const ROOT = import.meta.dirname;
const ADMIN_ENTRY = 'src/admin/main.tsx';
// The server's port; `npm run dev` passes the same PORT to both.
const API_TARGET = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

/**
 * The portal loads the studio without importing it (lint forbids portal → admin): index.html carries
 * `<meta name="sh-admin-entry">` (and `sh-admin-css` for its stylesheets), and the config-area route does a
 * dynamic import of that URL. In dev the entry is the source module; in a build it is the hashed chunk.
 */
function adminEntryMeta(): Plugin {
  let base = '/';
  return {
    name: 'service-hall:admin-entry-meta',
    configResolved(config) { base = config.base; },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        let entry = `${base}${ADMIN_ENTRY}`;
        let css: string[] = [];
        if (ctx.bundle) {
          const chunk = Object.values(ctx.bundle).find((out) => out.type === 'chunk' && out.isEntry
            && out.facadeModuleId !== null && out.facadeModuleId.replace(/\\/g, '/').endsWith(ADMIN_ENTRY));
          if (!chunk || chunk.type !== 'chunk') throw new Error(`admin entry ${ADMIN_ENTRY} missing from the bundle`);
          entry = `${base}${chunk.fileName}`;
          css = [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `${base}${file}`);
        }
        return [
          { tag: 'meta', attrs: { name: 'sh-admin-entry', content: entry }, injectTo: 'head' },
          { tag: 'meta', attrs: { name: 'sh-admin-css', content: css.join(',') }, injectTo: 'head' },
        ];
      },
    },
  };
}

export default defineConfig({
  root: ROOT,
  plugins: [react(), adminEntryMeta(), precompressAssets()],
  build: {
    outDir: 'dist/portal',
    emptyOutDir: true,
    assetsDir: 'assets',
    // dist/portal/.vite/manifest.json: the server links a page path's lazy chunks from its document (route-preloads.ts).
    manifest: true,
    rolldownOptions: {
      input: { portal: resolve(ROOT, 'index.html'), admin: resolve(ROOT, ADMIN_ENTRY) },
      // The admin entry is loaded by URL and must keep its `mount` export.
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/static': { target: API_TARGET, changeOrigin: false },
    },
  },
});

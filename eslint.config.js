import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

// The architecture's arrows (DESIGN.md "Shape") are enforced here as errors.
const zones = [
  { target: './src/shared', from: ['./src/portal', './src/admin', './src/server'], message: 'shared imports no app.' },
  // One exception: the efficiency page opens the studio's export dialog (and its theme), loaded lazily on click.
  {
    target: './src/portal',
    from: './src/admin',
    except: ['./components/spreadsheet', './layout/theme.ts'],
    message: 'portal never imports admin (except its spreadsheet dialogs).',
  },
  { target: './src/portal', from: './src/server', message: 'portal never imports server.' },
  { target: './src/admin', from: ['./src/server'], message: 'admin never imports server.' },
  { target: './src/server', from: ['./src/portal', './src/admin'], message: 'server never imports browser apps.' },
];

// A server feature imports another feature only through that feature's public surface, its index.ts (kept small:
// what other features use). Everything else under features/ — routes, services, config areas, the composition root
// features/index.ts — is the feature's own. Shared pieces live in the kernel (src/server/{http,db,drafts,…}).
const serverFeatures = readdirSync(new URL('./src/server/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const featureZones = serverFeatures.map((feature) => ({
  target: `./src/server/features/${feature}`,
  from: './src/server/features',
  except: [`./${feature}`, ...serverFeatures.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
  message: 'a server feature imports another feature only through its index.ts (its public surface).',
}));

// Exact module names: a pattern such as 'crypto' would also match our own src/shared/api/crypto folder.
const nodeModuleNames = ['fs', 'path', 'crypto', 'os', 'child_process', 'http', 'https', 'net', 'stream', 'url', 'zlib', 'worker_threads', 'buffer', 'events', 'util'];
const nodeOnlyPaths = nodeModuleNames.map((name) => ({ name, message: 'Node-only module: not allowed in browser code.' }));
// Classic zod costs ~24 kB gzip in the login page's bundle; browser-bundled code uses the tree-shakable zod/mini.
const browserPaths = [...nodeOnlyPaths, { name: 'zod', message: "Bundled for the browser: import { z } from 'zod/mini'." }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.test-data/**', 'src/server/db/migrations/**', 'bench/results/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      // Relative imports only in this project, so Node's resolver with the TypeScript extensions is enough.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Packages are never part of a cycle of ours; parsing their bundles only costs time.
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-restricted-paths': ['error', { zones: [...zones, ...featureZones] }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: browserPaths,
        patterns: [
          { group: ['node:*'], message: 'shared runs in the browser too: no Node-only modules.' },
          { group: ['react', 'react-dom', 'react-dom/*', 'fastify', 'pg', 'drizzle-orm', '@electric-sql/*'], message: 'shared is framework-free and isomorphic.' },
        ],
      }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['react', 'react-dom', 'react-dom/*', 'wouter', 'wouter/*'], message: 'server never imports React.' }],
      }],
    },
  },
  {
    files: ['src/portal/**/*.{ts,tsx}', 'src/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', {
        paths: browserPaths,
        patterns: [{ group: ['node:*'], message: 'browser code cannot use Node-only modules.' }],
      }],
    },
  },
);

import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

// The architecture's arrows (DESIGN.md "Shape") are enforced here as errors.
const zones = [
  { target: './src/shared', from: ['./src/portal', './src/admin', './src/server', './src/ui'], message: 'shared imports no app.' },
  // src/ui holds what both browser bundles draw (the spreadsheet dialogs, saveBlob, useButtonGuard): it imports neither.
  { target: './src/ui', from: ['./src/portal', './src/admin', './src/server'], message: 'ui is shared by portal and admin: it imports neither (nor server).' },
  { target: './src/portal', from: './src/admin', message: 'portal never imports admin: what both draw lives in src/ui.' },
  { target: './src/portal', from: './src/server', message: 'portal never imports server.' },
  { target: './src/admin', from: ['./src/server'], message: 'admin never imports server.' },
  { target: './src/server', from: ['./src/portal', './src/admin', './src/ui'], message: 'server never imports browser apps.' },
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

/**
 * The boundaries above hold without exceptions: a comment that turns import/no-restricted-paths off (a disable
 * directive naming it or naming no rule, or an `eslint` rule setting) is itself an error. A processor, not a rule,
 * reports it: its messages come after ESLint has applied the directives, so no directive can hide them.
 */
const BOUNDARY_RULE = 'import/no-restricted-paths';
const turnedOff = new Map();
const boundaryProcessor = {
  meta: { name: 'boundary-directives' },
  supportsAutofix: true,
  preprocess(text, filename) {
    const found = [];
    text.split('\n').forEach((line, index) => {
      for (const match of line.matchAll(/(?:\/\/|\/\*)\s*(eslint(?:-disable(?:-next-line|-line)?)?)(?=\s|\*\/|$)([^]*?)(?:\*\/|$)/g)) {
        const [, kind, rest] = match;
        const rules = rest.split(/\s--\s/)[0].split(',').map((r) => r.trim()).filter((r) => r !== '');
        const off = kind === 'eslint' ? rules.some((r) => r.startsWith(BOUNDARY_RULE)) : rules.length === 0 || rules.includes(BOUNDARY_RULE);
        if (off) found.push({ line: index + 1, column: match.index + 1 });
      }
    });
    turnedOff.set(filename, found);
    return [text];
  },
  postprocess([messages], filename) {
    const found = turnedOff.get(filename) ?? [];
    turnedOff.delete(filename);
    return [...messages, ...found.map(({ line, column }) => ({
      ruleId: 'house/boundary-directives', severity: 2, line, column,
      message: `The import boundaries (${BOUNDARY_RULE}) cannot be turned off inline.`,
    }))];
  },
};

// Exact module names: a pattern such as 'crypto' would also match our own src/shared/api/crypto folder.
const nodeModuleNames = ['fs', 'path', 'crypto', 'os', 'child_process', 'http', 'https', 'net', 'stream', 'url', 'zlib', 'worker_threads', 'buffer', 'events', 'util'];
const nodeOnlyPaths = nodeModuleNames.map((name) => ({ name, message: 'Node-only module: not allowed in browser code.' }));
// Classic zod costs ~24 kB gzip in the login page's bundle; browser-bundled code uses the tree-shakable zod/mini.
const browserPaths = [...nodeOnlyPaths, { name: 'zod', message: "Bundled for the browser: import { z } from 'zod/mini'." }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.test-data/**', 'src/server/db/migrations/**', 'bench/results/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { house: { processors: { 'boundary-directives': boundaryProcessor } } },
    processor: 'house/boundary-directives',
  },
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
    files: ['src/portal/**/*.{ts,tsx}', 'src/admin/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
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
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: browserPaths,
        patterns: [
          { group: ['node:*'], message: 'browser code cannot use Node-only modules.' },
          // The portal draws these too, and react-admin is the studio's alone: its contexts come in as props or a host context.
          { group: ['react-admin', 'ra-*'], message: 'ui is shared with the portal: no react-admin.' },
        ],
      }],
    },
  },
);

import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import path from 'node:path';
import { featureEntriesRule } from './eslint/feature-entries.mjs';

const PURE_CORE = { group: ['react', 'react-dom', 'next/*', '@/db/*', 'drizzle-orm*', '@electric-sql/*', 'pg'], message: 'A pure core has no React and no database.' };
const LIB_LAYER = { group: ['@/features/*', '@/app/*', '**/features/*', '**/app/*'], message: 'lib and the search engine sit below the features: move the shared piece into lib instead.' };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', '.data/**', 'shots/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'drizzle/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Size limits (issue 13): a file a newcomer can read in one sitting, a function that fits a screen.
    // Counted as `wc -l` counts, comments included: a comment that needs more room belongs in docs/.
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    // A test file's describe callback is a list of cases, not one piece of logic: the file limit applies, not the function one.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // The search engine's dense kernels (documented at their top) may take up to 400 lines.
    files: ['src/search-engine/build.ts', 'src/search-engine/evaluate.ts', 'src/search-engine/facets.ts', 'src/search-engine/store.ts', 'src/search-engine/text-index.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Data tables: rows of facts, read by lookup rather than top to bottom.
    files: ['src/lib/geo/pc4-anchors.ts', 'src/features/inventory/data/places.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    // Layers (the README's architecture): lib is the floor and imports no feature or
    // route; features never import routes. Crossing upwards fails the lint gate
    // (src/lib/lint-boundaries.test.ts proves it does).
    files: ['src/lib/**'],
    ignores: ['src/lib/**/*.test.ts', 'src/lib/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [LIB_LAYER] }],
    },
  },
  {
    // Pure cores must stay free of React and the database so they can be unit-tested and benchmarked
    // alone; the engine and the valuation core read their vocabulary from lib, never from a feature.
    files: ['src/search-engine/**', 'src/valuation/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [PURE_CORE, LIB_LAYER] }],
    },
  },
  {
    // A pure core inside lib: both rules (a later block's rule replaces an earlier one's).
    files: ['src/lib/format/**', 'src/lib/search-sentence/**', 'src/lib/search-suggest/**'],
    ignores: ['src/lib/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [PURE_CORE, LIB_LAYER] }],
    },
  },
  {
    // Features use each other through their entries only (eslint/feature-entries.mjs); which feature
    // may use which, and that none depends on itself round a loop, is pinned by src/lib/lint-boundaries.test.ts.
    files: ['src/features/**'],
    plugins: { house: { rules: { 'feature-entries': featureEntriesRule(path.join(import.meta.dirname, 'src')) } } },
    rules: {
      'house/feature-entries': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/app/*', '**/app/*'], message: 'Features are used by routes, never the other way round.' }],
          // next/image's component hydrates every image in the browser (about 5 KB on a page, issue 21).
          paths: [{ name: 'next/image', importNames: ['default'], message: 'Use StaticImage (lib/image) in server components, or getImageProps.' }],
        },
      ],
    },
  },
];
export default config;

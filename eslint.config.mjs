import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
    // alone; the engine reads its vocabulary from lib (src/lib/search-request), never from a feature.
    files: ['src/search-engine/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [PURE_CORE, LIB_LAYER] }],
    },
  },
  {
    // A pure core inside lib: both rules (a later block's rule replaces an earlier one's).
    files: ['src/lib/format/**'],
    ignores: ['src/lib/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [PURE_CORE, LIB_LAYER] }],
    },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '**/app/*'], message: 'Features are used by routes, never the other way round.' }] }],
    },
  },
];
export default config;

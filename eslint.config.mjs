import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
    // Pure cores must stay free of React and the database so they can be unit-tested and benchmarked alone.
    files: ['src/search-engine/**', 'src/lib/format/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'next/*', '@/db/*', 'drizzle-orm*', '@electric-sql/*', 'pg'] }],
    },
  },
];
export default config;

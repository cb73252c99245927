import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { ISOLATED_UNIT_TESTS } from './tests/support/unit-isolation';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
};

const UNIT_TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: ISOLATED_UNIT_TESTS,
          environment: 'node',
          // Pure tests: a worker per core (the default leaves one of two cores idle).
          maxWorkers: 2,
          // One module graph per worker, not per file: 40 s instead of 90 (tests/support/unit-isolation.ts).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT_TESTS,
          environment: 'node',
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Needs a build and PostgreSQL: `npm test` runs it after the build, as the project below.
          exclude: ['tests/integration/nodes.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own databases; two cores cannot run many PGlite instances at once.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'nodes',
          include: ['tests/integration/nodes.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxWorkers: 1,
        },
      },
    ],
  },
});

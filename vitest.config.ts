import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          // Pure tests: a worker per core (the default leaves one of two cores idle).
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

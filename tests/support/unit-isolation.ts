/**
 * The unit suite shares one module graph per worker (vitest `isolate: false`): setting up a fresh
 * graph for each of 260 files took more than half of its time. A test file that changes what other
 * files would see (stubs a global or an environment variable, mocks or resets modules) runs in a graph
 * of its own, in the `unit-isolated` project. `src/lib/unit-isolation.test.ts` keeps this list true.
 */
export const ISOLATED_UNIT_TESTS = [
  'src/features/favourites/browser.test.ts',
  'src/lib/browser-storage/stored-value.test.ts',
  'src/lib/dom/early-clicks.test.ts',
  'src/lib/dom/intent-gate.test.ts',
  'src/lib/telemetry/telemetry.test.ts',
];

/** The calls that reach past a test file's own scope. */
export const LEAKING_CALLS = /\bvi\.(mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|resetModules)\(|\bprocess\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|\bdelete process\.env\b/;

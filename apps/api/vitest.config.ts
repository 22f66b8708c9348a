import { defineConfig } from 'vitest/config';

/** Files that replace a module with `vi.mock`: they need a module graph of their own (see `isolate` below). */
const MOCKING_MODULES = ['src/modules/auth/reset-password.test.ts'];

export default defineConfig({
  // The contract is read from its TypeScript sources (the `source` export condition), never a stale dist/.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    // PGlite instances are heavy (hundreds of MB each): a couple of workers is the sweet spot on 2 cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ['src/test/global-setup.ts'],
    // Fails a file whose requests were answered with a sentence that has no Bangla (src/test/bangla-coverage.ts).
    setupFiles: ['src/test/bangla-coverage.ts'],
    projects: [
      {
        extends: true,
        // Every file builds its own app on its own database, so the modules themselves can be shared by the files a
        // worker runs: loading the app's modules again for each of ~70 files took 130 of the suite's 320 s.
        test: { name: 'api', include: ['src/**/*.test.ts'], exclude: MOCKING_MODULES, isolate: false },
      },
      { extends: true, test: { name: 'api (own modules)', include: MOCKING_MODULES } },
    ],
  },
});

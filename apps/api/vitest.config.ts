import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The contract is read from its TypeScript sources (the `source` export condition), never a stale dist/.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    // PGlite instances are heavy (hundreds of MB each): a couple of workers is the sweet spot on 2 cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ['src/test/global-setup.ts'],
    // Fails a file whose requests were answered with a sentence that has no Bangla (src/test/bangla-coverage.ts).
    setupFiles: ['src/test/bangla-coverage.ts'],
  },
});

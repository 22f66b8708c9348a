import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The contract is read from its TypeScript sources (the `source` export condition), never a stale dist/.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    // One server, one browser per file; files run one after another so two Chromiums do not fight for 2 cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

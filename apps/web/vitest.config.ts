import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false, isPreview: false }),
  defineConfig({
    test: {
      environment: 'jsdom',
      // Both cores (Vitest's default leaves one free, so the suite ran one file at a time): 397 s -> 207 s on the
      // 2-core machine, threads a little quicker to start than forks (232 s).
      pool: 'threads',
      maxWorkers: 2,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      testTimeout: 20_000,
    },
  }),
);

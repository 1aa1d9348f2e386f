import { defineConfig } from 'vitest/config';

// The crash test drives the production build (`npm run build` first); one database after the other, never in
// parallel: each run starts, kills and restarts a server of its own.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});

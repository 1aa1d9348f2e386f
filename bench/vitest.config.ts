import { defineConfig } from 'vitest/config';

// Only the bench's pure pieces (percentiles, tables, accounting); the bench itself runs with `npm run bench`.
export default defineConfig({
  test: { root: import.meta.dirname, include: ['**/*.test.ts'] },
});

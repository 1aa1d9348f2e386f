import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Vitest runs one file at a time on a 2-core machine by default (cores − 1); two at a time cut the suite from
    // about 270 s to 215 s here, since much of each file is waiting on I/O and module loading. Not on PostgreSQL:
    // there each file has its own schema in one database, and Kysely's migrator lists the tables of every schema
    // (`has_schema_privilege` on each), which fails when another file drops its schema at that moment.
    maxWorkers: process.env.TEST_DATABASE_URL ? 1 : 2,
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

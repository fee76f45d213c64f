import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Records the shop's SQL when RECORD_STATEMENTS is set (test/query-plans); does nothing otherwise.
    setupFiles: ['test/query-plans/record-statements.ts'],
    pool: 'forks',
    // Each file builds its own app and database, so files need not re-import the app: importing it per file
    // was about half the suite's time.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    // As the journeys do: on CI's two busy cores a timing slip gets one more try; a real failure fails twice.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Browser tests start Chromium; on 2 cores, two files at a time is the sweet spot.
    maxWorkers: 2,
    minWorkers: 1,
  },
});

import { defineConfig } from 'vitest/config';

/**
 * The real-feed corpus check, run by name (`npm run test:feed-corpus`) and never by `npm test`: the
 * root's projects do not list this folder and the API project only includes `src/` and `test/`.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'feed-corpus',
    include: ['*.check.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  // Also run standalone (`vitest run --config eslint/vitest.config.js`) without picking up the
  // workspaces' tests from the working directory.
  root: import.meta.dirname,
  test: { name: 'eslint', include: ['**/*.test.{js,ts}'], environment: 'node' },
});

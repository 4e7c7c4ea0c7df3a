import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // packages/domain is shipped as TypeScript source: bundle it (STACK.md pitfall 3).
  noExternal: ['@patrocina/domain'],
});

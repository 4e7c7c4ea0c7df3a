import { afterEach, vi } from 'vitest';

// A test fails on an unexpected console.error (STYLE.md, Tests).
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  if (errors.length > 0) {
    const found = errors.splice(0).map((args) => args.map(String).join(' '));
    throw new Error(`Unexpected console.error:\n${found.join('\n')}`);
  }
});

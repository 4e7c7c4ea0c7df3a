let expected = 0;

/** Lets the current test log `count` console errors without failing (see setup.ts). */
export function expectConsoleError(count = 1): void {
  expected += count;
}

export function consumeExpectedConsoleErrors(): number {
  const value = expected;
  expected = 0;
  return value;
}

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { consumeExpectedConsoleErrors } from './console';

// Testing Library only cleans up by itself when test globals are on; they are off here.
afterEach(cleanup);

// jsdom has no layout: the scrolling on navigation (app/layouts/use-scroll-restoration.ts) would log
// "Not implemented" for every window.scrollTo, and jsdom has no document.elementFromPoint at all
// (the first view's end looks for what is in view): here nothing is ever in view.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
if (!('elementFromPoint' in document)) Object.assign(document, { elementFromPoint: () => null });

/*
 * A test fails on an unexpected console.error (STYLE.md, after epic-stack): React warnings about
 * keys, act() or invalid markup are bugs. A test that expects one calls expectConsoleError().
 */
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
    original(...args);
  });
});
afterEach(() => {
  const unexpected = consoleErrors.length - consumeExpectedConsoleErrors();
  if (unexpected > 0) {
    throw new Error(
      `console.error was called ${unexpected} time(s) unexpectedly:\n${consoleErrors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

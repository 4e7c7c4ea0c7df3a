/*
 * What `zod` resolves to in the web app: vite.config.ts aliases the bare specifier here, for the
 * app's own code and for @patrocina/domain alike. It is zod, configured jitless before any schema
 * is built. Zod compiles fast object parsers with `new Function` and probes for it with a test call;
 * the server's CSP (`script-src 'self'`, no 'unsafe-eval') blocks both, and every probe is reported
 * as a CSP violation.
 *
 * An alias rather than a module imported first in main.tsx: zod and the shared schemas load lazily,
 * outside the entry chunk, and only a module that every schema module imports is sure to run
 * before all of them, whichever chunk the bundler puts them in.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';

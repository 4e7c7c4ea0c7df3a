import { z } from 'zod';

// Any message a schema does not set itself is Spanish too (the product has one locale, SPEC §9).
// (In the browser zod is also made jitless for the CSP: apps/web/src/lib/zod-jitless.ts.)
z.config(z.locales.es());

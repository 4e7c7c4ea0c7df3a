import { fileURLToPath } from 'node:url';

/**
 * The API package folder. Both `src/paths.ts` (tsx, tests) and the bundled `dist/server.js` sit one
 * level below it, so the same expression works in development and production.
 */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The fonts the invoices embed (DejaVu Sans, its licence beside it). */
export const FONTS_DIR = fileURLToPath(new URL('../assets/fonts', import.meta.url));

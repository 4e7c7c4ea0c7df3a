/**
 * SPEC §8 generic error. In a module of its own (`@patrocina/domain/generic-error`): it is the only
 * message the web app's first screen shows, and a bundler keeps a module whole, so importing it from
 * messages.ts would bring every other message into the first screen with it.
 */
export const GENERIC_ERROR = 'Ha ocurrido un error. Inténtalo más tarde.';

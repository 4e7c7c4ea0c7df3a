/**
 * What the app shell takes from the auth feature on every first screen: the modals it renders in
 * every layout and the current user. Everything else is imported by path where it is used, so that
 * it loads with the code that needs it: the router imports the sign-in pages lazily, and the
 * signed-in header (app/layouts/signed-in-nav.tsx, itself lazy) imports `useLogout` from
 * './api/logout'. Re-exported from here, that would be bundled into the entry chunk, since this
 * module is in it, along with TanStack Query's mutation code.
 */
export { AuthModals } from './components/auth-modals';
export { useMe, getMeQueryOptions, meQueryKey } from './api/get-me';

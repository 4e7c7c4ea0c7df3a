// The admin module's door: the admins' tools (users and their scope, the outbox, impersonation) and
// the business clock.
export { clockRoutes } from './clock-routes';
export { adminRoutes, impersonationRoutes } from './routes';

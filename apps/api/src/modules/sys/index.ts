// The sys module's door: liveness (health), readiness (ready) and the web app's error log.
export { sysRoutes } from './routes';

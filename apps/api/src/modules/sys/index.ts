// The sys module's door: the health check and the web app's error log.
export { sysRoutes } from './routes';

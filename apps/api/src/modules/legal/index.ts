// The legal module's door: the company data the legal page prints (issue 23).
export { legalRoutes } from './routes';

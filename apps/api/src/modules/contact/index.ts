// The contact module's door: the public contact form.
export { contactRoutes } from './routes';

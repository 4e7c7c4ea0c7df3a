// The users module's door: the account (/users/me), its e-mail, password, sessions and deletion.
export { userRoutes } from './routes';
export { setUserScope } from './service';

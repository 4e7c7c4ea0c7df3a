// The auth module's door: sign-up, sign-in (with a password or a social account), passwords.
export { authRoutes } from './routes';
export { authProviderRoutes, socialAuthRoutes } from './social-routes';
export { createSocialVerifier } from './social-tokens';
export { eraseSignInTraces } from './leaving';

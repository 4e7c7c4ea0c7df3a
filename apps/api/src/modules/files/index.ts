// The files module's door: uploads checked by content, avatars, the image service, and sending a
// stored file to whoever the caller has let read it.
export { removeAvatarFile, storeAvatar } from './avatar';
export { privateFileRoutes, publicImageRoutes } from './routes';
export { sendStoredFile } from './serve';
export { storePlatformFile, uploadFile } from './service';

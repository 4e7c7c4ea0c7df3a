// The files module's door: uploads checked by content, avatars, and the image service.
export { removeAvatarFile, storeAvatar } from './avatar';
export { privateFileRoutes, publicImageRoutes } from './routes';
export { uploadFile } from './service';

// The files module's door: uploads checked by content, avatars, podcasts' covers, the image service,
// and sending a stored file to whoever the caller has let read it.
export { removeAvatarFile, storeAvatar } from './avatar';
export { removePodcastCover, storePodcastCover } from './cover';
export { privateFileRoutes, publicImageRoutes } from './routes';
export { sendStoredFile } from './serve';
export { storePlatformFile, uploadFile } from './service';

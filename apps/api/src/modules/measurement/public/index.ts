// Measurement's public side (issue 21): the podcaster's share link to their verified downloads and the
// page it opens. The public podcast page's «Escuchas verificadas» is read in modules/podcasts.
export { downloadsShareRoutes, publicDownloadsRoutes } from './routes';
export { readSharedDownloads } from './share';

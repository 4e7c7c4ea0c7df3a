// The creative module's door: the creative pack (the brief, its files, the pre-roll text, the brand's
// web and the podcast's tracking link) and its files, served only to those who may see them
// (docs/decisions/0020). It reads what campaigns, podcasts, proposals and files own, through their doors.
export { privateCreativeRoutes, publicCreativeRoutes } from './routes';

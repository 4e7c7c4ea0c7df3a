export { actionPriceCents } from './costs';
export { verifiedListensOf, type MeasuredAction } from './verified-listens';

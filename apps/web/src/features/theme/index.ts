export { ThemePage } from './theme-page';

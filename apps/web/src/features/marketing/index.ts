export { AboutUsPage } from './about-us-page';
export { HomePage } from './home-page';
export { LegalPage } from './legal-page';
export { PodcastersPage } from './podcasters-page';

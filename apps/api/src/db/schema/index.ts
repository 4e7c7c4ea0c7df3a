export * from './mail';
export * from './podcasts';
export * from './users';

export * from './actions';
export * from './campaigns';
export * from './chat';
export * from './files';
export * from './mail';
export * from './podcasts';
export * from './users';
export * from './billing';

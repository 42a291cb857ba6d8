export * from './brands';
export * from './files';
export * from './mail';
export * from './orders';
export * from './support';
export * from './users';
export * from './verification';

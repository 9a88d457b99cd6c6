export * from './messages';
export * from './envelope';
export * from './paging';
export * from './email';
export * from './content';
export * from './languages';
export * from './files';
export * from './auth';

export * from './services';
export * from './patterns';
export * from './errors';
export * from './health';
export * from './settings';
export * from './visits';
export * from './identity';

export * from './ports';
export * from './local-s3';
export * from './stack';
export * from './sample-images';
export * from './memory';
export * from './schema-drift';
export * from './proxied-login';
export * from './mail-catcher';

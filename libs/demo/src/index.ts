// Demo content for `npm start` and the demo compose (SEED_DEMO=true). Production code never imports
// this package statically: the seeds load it with `await import('@site/demo')` only when SEED_DEMO is on.
export * from './image-names';
export * from './images';
export * from './news-covers';
export * from './pictures';
export * from './catalog';
export * from './news';
export * from './pages';
export * from './contact';
export * from './visits';
export * from './identity';

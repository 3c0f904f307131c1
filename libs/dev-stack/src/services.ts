/**
 * The services a stack runs, in start order. A module of its own, importing nothing, so code that
 * runs outside jest's module mapping (its global setup and teardown) can load it from source.
 */
export const SERVICES = ['catalog', 'content', 'identity', 'analytics', 'contact'] as const;
export type StackService = (typeof SERVICES)[number];

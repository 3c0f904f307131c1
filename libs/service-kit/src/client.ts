// What an app without a database of its own (the gateway) needs: NATS calls and events, config, logs,
// tracing, metrics and shutdown. Importing the package's index also loads TypeORM (280 ms of the
// gateway's start-up), so the gateway imports this file instead.
export * from './config';
export * from './tokens';
export * from './service-exception';
export * from './zod-errors';
export * from './rpc-client';
export * from './event-bus';
export * from './jetstream-consumer';
export * from './tracing';
export * from './metrics';
export * from './wire';
export * from './shutdown';
export * from './visit-stream';
export * from './log-redaction';
export * from './client-address';
export * from './nats-access';

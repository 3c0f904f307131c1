export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');

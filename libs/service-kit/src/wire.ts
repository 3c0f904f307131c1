/** JSON on NATS: one encoding for requests, replies and events. */
export const encodeJson = (value: unknown): Uint8Array => Buffer.from(JSON.stringify(value));

export const decodeJson = (data: Uint8Array): unknown =>
  JSON.parse(Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8'));

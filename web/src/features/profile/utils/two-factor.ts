/** Only an inline image may become the QR <img> source, never a link the server did not mean. */
export function isImageDataUrl(value: unknown): value is string {
  return typeof value === 'string' && /^data:image\/(png|svg\+xml|gif|jpeg|webp)[;,]/.test(value);
}

/** The secret in groups of four, easier to type into an authenticator by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

export const OTP_PATTERN = /^\s*\d{6}\s*$/;

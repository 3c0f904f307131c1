import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';

export const newTotpSecret = (): string => generateSecret();

/**
 * Accepts the code of the current 30 s step and one step either side (clock drift). Answers the
 * time step the code belongs to, so the caller can accept each step once; null when wrong.
 */
export async function checkTotp(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    // A TOTP result (the union's HOTP side has no time step).
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

export async function enrolmentQr(secret: string, account: string, issuer: string) {
  const otpauthUrl = generateURI({ issuer, label: account, secret });
  return { secret, otpauthUrl, qrDataUrl: await toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
}

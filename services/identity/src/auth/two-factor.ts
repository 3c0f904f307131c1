import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';

export const newTotpSecret = (): string => generateSecret();

/** Accepts the code of the current 30 s step and one step either side (clock drift). */
export async function checkTotp(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    return (await verify({ secret, token: code, epochTolerance: 30 })).valid;
  } catch {
    return false;
  }
}

export async function enrolmentQr(secret: string, account: string, issuer: string) {
  const otpauthUrl = generateURI({ issuer, label: account, secret });
  return { secret, otpauthUrl, qrDataUrl: await toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
}

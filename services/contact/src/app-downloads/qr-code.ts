import { toBuffer } from 'qrcode';

/** PNG QR code of a download link: medium error correction, large enough to scan from a screen. */
export function renderQrPng(text: string): Promise<Buffer> {
  return toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

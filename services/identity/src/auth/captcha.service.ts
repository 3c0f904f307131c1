import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import svgCaptcha from 'svg-captcha';
import { CaptchaRepository } from './captcha.repository';

const LIFETIME_SECONDS = 300;
const hashAnswer = (text: string) => createHash('sha256').update(text.trim().toLowerCase()).digest('hex');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class CaptchaService {
  constructor(private readonly captchas: CaptchaRepository) {}

  async create(): Promise<{ id: string; svg: string }> {
    const captcha = svgCaptcha.create({
      size: 4,
      noise: 2,
      ignoreChars: '0oO1ilI',
      color: true,
      width: 120,
      height: 40,
    });
    const id = randomUUID();
    await this.captchas.insert(id, hashAnswer(captcha.text), LIFETIME_SECONDS);
    return { id, svg: captcha.data };
  }

  /** Case-insensitive; a captcha answers once, right or wrong. */
  async check(id: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!id || !answer || !UUID.test(id)) return false;
    const stored = await this.captchas.consume(id);
    return stored !== null && stored === hashAnswer(answer);
  }
}

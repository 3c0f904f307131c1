import { Injectable } from '@nestjs/common';
import type { ProofChallenge } from '@site/contracts';
import { ProofOfWork } from '@site/service-kit';

/** A sign-in captcha a browser solves in about a second; a flood pays that for every attempt. */
const LOGIN_PROOF = { maxCounter: 200_000, lifetimeMs: 5 * 60 * 1000 };

/**
 * The login captcha (the `enableCaptcha` setting): a proof-of-work challenge instead of a picture
 * a program can read. It works without any third party and needs nothing from the person.
 */
@Injectable()
export class CaptchaService {
  constructor(private readonly proofOfWork: ProofOfWork) {}

  create(): Promise<ProofChallenge> {
    return this.proofOfWork.challenge('login', LOGIN_PROOF);
  }

  /** True for a solved challenge of ours that was not used before. */
  check(proof: string | undefined): Promise<boolean> {
    return this.proofOfWork.check('login', proof);
  }
}

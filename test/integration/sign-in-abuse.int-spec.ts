// @run-alone: a flood at the production hash cost; beside other files its answers would wait past the gateway's timeout.
import type { Stack } from '@site/dev-stack';
import { cookieOf, signInHelpers } from '../support/sign-in';
import { startTestStack, stopTestStack } from '../support/test-stack';

/** Sign-in under a flood. Lockouts, guesses and replays are in sign-in-limits.int-spec.ts. */
describe('sign-in under a flood', () => {
  let stack: Stack;
  let { newUser, login } = {} as Awaited<ReturnType<typeof signInHelpers>>;

  beforeAll(async () => {
    // 127.0.0.1 stands in for a reverse proxy, so the test can speak for many client addresses.
    stack = await startTestStack({
      appEnv: {
        gateway: { TRUSTED_PROXIES: '127.0.0.1' },
        // The production cost: the flood must queue behind real hashes, as it would in production.
        identity: { PASSWORD_HASH_COST: '15' },
      },
    });
    ({ newUser, login } = await signInHelpers(stack.url));
  }, 120_000);
  afterAll(() => stopTestStack(stack));

  it('answers a flood of unknown users with 429s or 401s, never a 5xx, while staff still sign in', async () => {
    const staff = await newUser();
    // Staff signed in before on this browser: it holds the trusted-device cookie.
    const first = await login('203.0.113.200', staff);
    expect(first.status).toBe(200);
    const device = cookieOf(first, 'did');

    const flood = Array.from({ length: 200 }, (_, i) =>
      login(`198.51.100.${i % 50}`, { username: `ghost${i}`, password: 'Guess-123456' }),
    );
    await new Promise((r) => setTimeout(r, 50));
    const during = await login('203.0.113.201', staff, device);
    const answers = await Promise.all(flood);

    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    // How many are shed with a 429 depends on how fast the machine hashes; how soon they are turned away is
    // what `npm run bench -- login-flood` measures. Each 429 says when to come back, in Chinese.
    for (const a of answers.filter((x) => x.status === 429)) {
      expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(a.body.error).toMatch(/[\u4e00-\u9fff]/);
    }
    // Whatever was not turned away is an ordinary wrong-credentials answer.
    expect(answers.every((a) => a.status === 429 || a.status === 401)).toBe(true);
    expect(device).toMatch(/^did=[A-Za-z0-9_-]{43}$/);
    expect(first.headers.getSetCookie().find((c) => c.startsWith('did='))).toMatch(/HttpOnly/i);
    expect(during.status).toBe(200);
  });
});

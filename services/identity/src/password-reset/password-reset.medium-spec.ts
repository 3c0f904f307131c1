import { IdentityRpc } from '@site/contracts';
import { type MediumService, newMediumService } from '../../../../test/support/medium-service';
import { IdentityModule } from '../identity.module';

// The request limits against identity's own database, under concurrent requests (the login-flood
// bench's forgot-password flood found 4 mails for one address when requests for it overlapped).
describe('forgot-password limits (medium)', () => {
  let identity: MediumService;

  beforeAll(async () => {
    identity = await newMediumService('identity', [IdentityModule], {
      env: { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'Admin-Pass-123', PASSWORD_HASH_COST: '10' },
    });
  });
  afterAll(() => identity?.close());

  it('queues no more than 3 reset mails for one address however many requests for it overlap', async () => {
    const [admin] = await identity.query<{ id: number; email: string }>(
      "SELECT id, email FROM users WHERE username = 'admin'",
    );
    const requests = Array.from({ length: 12 }, (_, i) =>
      identity.call(IdentityRpc.passwordResetRequest, {
        input: { email: admin.email },
        context: { ip: `198.51.100.${i + 1}`, userAgent: 'medium' },
      }),
    );
    await Promise.all(requests);
    const queued = await identity.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM account_mail_outbox WHERE kind = 'password-reset' AND user_id = $1",
      [admin.id],
    );
    expect(queued[0].n).toBe(3);
  });
});

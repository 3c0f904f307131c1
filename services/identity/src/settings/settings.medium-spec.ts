import { IdentityRpc } from '@site/contracts';
import { type MediumService, newMediumService } from '../../../../test/support/medium-service';
import { IdentityModule } from '../identity.module';

// The settings' rules (each tab's fields in Chinese, the write-only SMTP password), against the
// identity service's own database. Who may read and save them is the gateway's: identity.int-spec.ts.
describe('identity settings (medium)', () => {
  let identity: MediumService;

  const save = (tab: string, settings: Record<string, unknown>) =>
    identity.call(IdentityRpc.settingsSave, { tab, settings } as never);
  const view = (tab: string) => identity.call(IdentityRpc.settingsGet, { tab } as never);

  beforeAll(async () => {
    identity = await newMediumService('identity', [IdentityModule], {
      env: { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'Admin-Pass-123', PASSWORD_HASH_COST: '10' },
    });
  });
  afterAll(() => identity?.close());

  it('keeps the SMTP password write-only: never sent back, and kept when saved empty', async () => {
    const full = {
      smtpServer: 'smtp.example.com',
      smtpPort: 465,
      smtpUsername: 'mailer',
      smtpPassword: 'Smtp-Secret-77',
      emailFromName: '智衡官网',
      emailFromAddress: 'noreply@example.com',
      enableSsl: true,
    };
    const saved = await save('email', full);
    expect(saved).toMatchObject({ smtpServer: 'smtp.example.com', smtpPasswordSet: true });
    expect(JSON.stringify(saved)).not.toContain('Smtp-Secret-77');
    const read = await view('email');
    expect(read).not.toHaveProperty('smtpPassword');
    expect(read).toMatchObject({ smtpPasswordSet: true });

    await save('email', { ...full, smtpPassword: '', smtpServer: 'smtp2.example.com' });
    const [row] = await identity.query<{ values: { smtpPassword: string; smtpServer: string } }>(
      "SELECT values FROM settings WHERE tab = 'email'",
    );
    expect(row.values).toMatchObject({ smtpPassword: 'Smtp-Secret-77', smtpServer: 'smtp2.example.com' });
    for (const tab of ['general', 'security', 'email', 'system']) {
      expect(JSON.stringify(await view(tab))).not.toContain('Smtp-Secret-77');
    }
    expect(JSON.stringify(await identity.call(IdentityRpc.publicSettingsGet, {}))).not.toMatch(/smtp/i);
  });

  it('validates the required fields of a tab in Chinese and writes nothing when one is missing', async () => {
    const before = await view('general');
    await expect(save('general', { siteName: '  ' })).rejects.toMatchObject({
      status: 400,
      message: '网站名称不能为空',
    });
    await expect(save('general', { contactEmail: 'nope' })).rejects.toMatchObject({ message: '联系邮箱格式不正确' });
    await expect(save('general', { hack: true })).rejects.toMatchObject({ message: '不支持的设置项：hack' });
    await expect(save('secrets', {})).rejects.toMatchObject({ status: 400 });
    expect(await view('general')).toEqual(before);
  });
});

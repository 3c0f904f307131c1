import { SETTINGS_DEFAULTS } from '@site/contracts';
import type { EventBus } from '@site/service-kit';
import type { SettingsRepository } from './settings.repository';
import { resolveTab, SettingsService } from './settings.service';

describe('resolveTab', () => {
  it('answers the defaults when nothing is stored', () => {
    expect(resolveTab('security', undefined)).toEqual(SETTINGS_DEFAULTS.security);
  });

  it('takes stored values and falls back field by field when one is invalid', () => {
    const resolved = resolveTab('general', { siteName: '智衡', contactEmail: 'not-an-email', unknownKey: 1 });
    expect(resolved.siteName).toBe('智衡');
    expect(resolved.contactEmail).toBe(SETTINGS_DEFAULTS.general.contactEmail);
    expect(resolved).not.toHaveProperty('unknownKey');
  });
});

describe('SettingsService.getPublic', () => {
  it('reads general and system only, and answers only public fields', async () => {
    const findTabs = jest.fn().mockResolvedValue(
      new Map([
        ['general', { siteName: '智衡', contactPhone: '400-1' }],
        ['system', { maintenanceMode: true, uploadMaxSize: 9 }],
      ]),
    );
    const service = new SettingsService(
      { findTabs } as unknown as SettingsRepository,
      { publish: jest.fn(() => Promise.resolve()) } as unknown as EventBus,
    );
    const settings = await service.getPublic();
    expect(findTabs).toHaveBeenCalledWith(['general']);
    expect(findTabs).toHaveBeenCalledWith(['system']);
    expect(settings).toMatchObject({ siteName: '智衡', contactPhone: '400-1', maintenanceMode: true });
    expect(settings).not.toHaveProperty('uploadMaxSize');
    expect(settings).not.toHaveProperty('enableRegistration');
    expect(JSON.stringify(settings)).not.toMatch(/smtp|password/i);
  });
});

describe('SettingsService.getMailSettings', () => {
  it('answers the whole email tab, SMTP password included, with the contact address and site name', async () => {
    const findTabs = jest.fn().mockResolvedValue(
      new Map([
        ['email', { smtpServer: 'smtp.example.com', smtpPassword: 's3cret', smtpPort: 587 }],
        ['general', { siteName: '智衡', contactEmail: 'sales@example.com' }],
      ]),
    );
    const service = new SettingsService(
      { findTabs } as unknown as SettingsRepository,
      { publish: jest.fn(() => Promise.resolve()) } as unknown as EventBus,
    );
    const reply = await service.getMailSettings();
    expect(reply.email).toMatchObject({ smtpServer: 'smtp.example.com', smtpPassword: 's3cret', smtpPort: 587 });
    expect(reply).toMatchObject({ contactEmail: 'sales@example.com', siteName: '智衡' });
  });
});

describe('SettingsService secrets', () => {
  const service = (stored: Record<string, unknown>, upsert = jest.fn()) =>
    new SettingsService(
      { findTabs: jest.fn().mockResolvedValue(new Map([['system', stored]])), upsert } as unknown as SettingsRepository,
      { publish: jest.fn(() => Promise.resolve()) } as unknown as EventBus,
    );

  it('never shows the Baidu push token, only whether one is set', async () => {
    const view = await service({ baiduPushToken: 'SecretTok1' }).view('system');
    expect(view).not.toHaveProperty('baiduPushToken');
    expect(view).toMatchObject({ baiduPushTokenSet: true });
    expect(JSON.stringify(view)).not.toContain('SecretTok1');
  });

  it('keeps the stored token when the form sends it empty, and refuses a push switched on without what it needs', async () => {
    const upsert = jest.fn();
    const settings = service({ baiduPushToken: 'SecretTok1' }, upsert);
    await settings.save('system', {
      baiduPushEnabled: true,
      baiduPushSite: 'https://www.example.com',
      baiduPushToken: '',
      baiduPushTokenSet: true,
    });
    expect(upsert.mock.calls[0][1]).toMatchObject({ baiduPushToken: 'SecretTok1', baiduPushEnabled: true });
    await expect(settings.save('system', { indexNowEnabled: true })).rejects.toThrow(/IndexNow/);
    await expect(settings.save('system', { indexNowKey: 'short' })).rejects.toThrow(/8到128位/);
  });

  it('answers the IndexNow key only while IndexNow is on', async () => {
    expect(await service({ indexNowKey: 'key-12345678' }).getIndexNowKey()).toEqual({ key: null });
    expect(await service({ indexNowKey: 'key-12345678', indexNowEnabled: true }).getIndexNowKey()).toEqual({
      key: 'key-12345678',
    });
  });
});

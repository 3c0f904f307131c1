import { SETTINGS_DEFAULTS } from '@site/contracts';
import { EMPTY_ALLOW_LIST, type EventBus, type LookupAll, outgoingPolicy, parseAllowList } from '@site/service-kit';
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
  it('reads general, system and product only, and answers only public fields', async () => {
    const findTabs = jest.fn().mockResolvedValue(
      new Map([
        ['general', { siteName: '智衡', contactPhone: '400-1' }],
        ['system', { maintenanceMode: true, uploadMaxSize: 9 }],
        ['product', { ratingShow: false, listPriceMultiplier: 1.5 }],
      ]),
    );
    const service = new SettingsService(
      { findTabs } as unknown as SettingsRepository,
      { publish: jest.fn(() => Promise.resolve()) } as unknown as EventBus,
      outgoingPolicy('smtp', EMPTY_ALLOW_LIST),
    );
    const settings = await service.getPublic();
    expect(findTabs).toHaveBeenCalledWith(['general']);
    expect(findTabs).toHaveBeenCalledWith(['system']);
    expect(findTabs).toHaveBeenCalledWith(['product']);
    expect(settings).toMatchObject({ siteName: '智衡', contactPhone: '400-1', maintenanceMode: true });
    // The 商品页 tab as lines: what is stored over the spec's defaults.
    expect(settings.productPromises.rating).toEqual({ text: '4.8', show: false });
    expect(settings.productPromises.listPrice).toEqual({ multiplier: 1.5, show: true });
    expect(settings.productPromises.shipping).toEqual({ text: '免运费', show: true });
    expect(settings).not.toHaveProperty('uploadMaxSize');
    expect(settings).not.toHaveProperty('enableRegistration');
    expect(JSON.stringify(settings)).not.toMatch(/smtp|password/i);
  });
});

describe('resolveTab: logo and favicon (issue 32)', () => {
  it('reads a logo or favicon stored before the http(s)-or-upload rule as empty', () => {
    const resolved = resolveTab('general', { logoUrl: 'javascript:alert(1)', faviconUrl: 'data:image/png;base64,AA' });
    expect(resolved.logoUrl).toBe('');
    expect(resolved.faviconUrl).toBe('');
    expect(resolveTab('general', { logoUrl: '/uploads/site/logo.png' }).logoUrl).toBe('/uploads/site/logo.png');
  });
});

describe('SettingsService.usageList (issue 33)', () => {
  it('answers the uploads the logo and favicon show, read past the short cache', async () => {
    const logo = '/uploads/images/2026/01/00000000-0000-0000-0000-000000000001.webp';
    const icon = '/uploads/images/2026/01/00000000-0000-0000-0000-000000000002.webp';
    const findTabs = jest
      .fn()
      .mockResolvedValueOnce(new Map([['general', { logoUrl: logo, faviconUrl: icon }]]))
      .mockResolvedValueOnce(new Map([['general', { logoUrl: 'https://cdn.example.com/logo.png', faviconUrl: '' }]]));
    const service = new SettingsService(
      { findTabs } as unknown as SettingsRepository,
      { publish: jest.fn(() => Promise.resolve()) } as unknown as EventBus,
      outgoingPolicy('smtp', EMPTY_ALLOW_LIST),
    );
    expect(await service.usageList()).toEqual({
      sources: [
        {
          kind: 'settings',
          id: 'general',
          label: '基本设置',
          references: [
            { url: logo, field: 'logo_url' },
            { url: icon, field: 'favicon_url' },
          ],
        },
      ],
      next: null,
    });
    // A logo elsewhere is no upload of ours: nothing to report.
    expect(await service.usageList()).toEqual({ sources: [], next: null });
    expect(findTabs).toHaveBeenCalledTimes(2);
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
      outgoingPolicy('smtp', EMPTY_ALLOW_LIST),
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
      outgoingPolicy('smtp', EMPTY_ALLOW_LIST),
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

describe('SettingsService: the SMTP server on saving', () => {
  /** DNS answers of the test's own; a name missing from them does not resolve. */
  const lookup: LookupAll = (name) => {
    const table: Record<string, string[]> = {
      'smtp.exmail.qq.com': ['113.96.208.92'],
      localhost: ['127.0.0.1', '::1'],
      'mail.internal.example': ['10.0.0.25'],
    };
    if (!table[name]) return Promise.reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }));
    return Promise.resolve(table[name].map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
  const email = (smtpServer: string) => ({
    smtpServer,
    smtpPort: 465,
    smtpUsername: 'notice',
    smtpPassword: 'Smtp-Pass-1',
    emailFromName: '官网通知',
    emailFromAddress: 'noreply@zhiheng-auto.cn',
    enableSsl: true,
  });
  const service = (allow = '') => {
    const upsert = jest.fn();
    const settings = new SettingsService(
      { findTabs: jest.fn().mockResolvedValue(new Map()), upsert } as unknown as SettingsRepository,
      { publish: jest.fn(() => Promise.resolve()) } as unknown as EventBus,
      outgoingPolicy('smtp', parseAllowList(allow), { lookup }),
    );
    return { settings, upsert };
  };

  it.each(['127.0.0.1', 'localhost', '2130706433', '0x7f000001', '[::1]', '169.254.169.254', 'mail.internal.example'])(
    'refuses %s with a Chinese 400 and writes nothing',
    async (host) => {
      const { settings, upsert } = service();
      await expect(settings.save('email', email(host))).rejects.toMatchObject({
        payload: {
          status: 400,
          code: 'OUTGOING_HOST_REFUSED',
          message: expect.stringContaining(`SMTP 服务器“${host}”`),
        },
      });
      expect(upsert).not.toHaveBeenCalled();
    },
  );

  it('refuses what is not a host name in Chinese', async () => {
    const { settings, upsert } = service();
    await expect(settings.save('email', email('smtp.exmail.qq.com:465'))).rejects.toMatchObject({
      payload: { status: 400, message: 'SMTP 服务器“smtp.exmail.qq.com:465”不是有效的主机名或 IP 地址' },
    });
    expect(upsert).not.toHaveBeenCalled();
  });

  it('saves a public server, one the allow-list names, and a name that does not resolve now (the sender checks again)', async () => {
    const { settings, upsert } = service('mail.internal.example');
    await settings.save('email', email('smtp.exmail.qq.com'));
    await settings.save('email', email('mail.internal.example'));
    await settings.save('email', email('smtp.not-yet-in-dns.example'));
    expect(upsert.mock.calls.map((call: unknown[]) => (call[1] as { smtpServer: string }).smtpServer)).toEqual([
      'smtp.exmail.qq.com',
      'mail.internal.example',
      'smtp.not-yet-in-dns.example',
    ]);
  });

  it('leaves an empty server to the rule that makes it required, and checks nothing on other tabs', async () => {
    const { settings, upsert } = service();
    await expect(settings.save('email', { ...email(''), smtpServer: '' })).rejects.toMatchObject({
      payload: { status: 400 },
    });
    await settings.save('general', { siteName: '智衡' });
    expect(upsert).toHaveBeenCalledTimes(1);
  });
});

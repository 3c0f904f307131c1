import type { Stack } from '@site/dev-stack';
import { SETTINGS_DEFAULTS, type PublicSettings, UNKNOWN_LOCALE_MESSAGE } from '@site/contracts';
import { ADMIN, ApiClient } from '../support/api-client';
import { eventually, queryDb, startTestStack, stopTestStack } from '../support/test-stack';

// The site's settings in English (issue 36, docs/languages.md): the general, system and product tabs
// carry `translations.en`, saved under the Chinese fields' rules, and `GET /api/settings?locale=en`
// answers them with the fallbacks the doc lists. The Chinese answer stays as it was.
let stack: Stack;
let admin: ApiClient;
let visitor: ApiClient;
let n = 0;
const uniq = (base: string) => `${base}${Date.now().toString(36).slice(-4)}${++n}`;

type Tab = 'general' | 'system' | 'product';
type Values = Record<string, unknown> & { translations: { en: Record<string, unknown> | null } };

async function tab(name: Tab): Promise<Values> {
  const answer = await admin.get<Values>(`/api/settings?tab=${name}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function stored(name: Tab): Promise<Record<string, unknown> | undefined> {
  const [row] = await queryDb<{ values: Record<string, unknown> }>(
    stack,
    'identity',
    'SELECT values FROM settings WHERE tab = $1',
    [name],
  );
  return row?.values;
}

async function save(name: Tab, settings: Record<string, unknown>) {
  return admin.post<{ updatedSettings: Values; error?: string }>('/api/settings', { tab: name, settings });
}

const publicSettings = async (query = '') => {
  const answer = await visitor.get<PublicSettings>(`/api/settings${query}`);
  expect(answer.status).toBe(200);
  return { body: answer.body, cache: answer.headers.get('x-cache') };
};

const PROMISES_EN_EMPTY = {
  ratingText: '',
  reviewCountText: '',
  goodRateText: '',
  shippingText: '',
  deliveryAreaText: '',
  returnsText: '',
  dispatchText: '',
};

beforeAll(async () => {
  stack = await startTestStack({ appEnv: { gateway: { CACHE_TTL_MS: '60000' } } });
  admin = await ApiClient.signedIn(stack.url, ADMIN);
  visitor = new ApiClient(stack.url);
});

afterAll(() => stopTestStack(stack));

describe('settings in English', () => {
  it('start with no English version: English reads fall back, the Chinese answer is as it was', async () => {
    for (const name of ['general', 'system', 'product'] as const) {
      expect((await tab(name)).translations).toEqual({ en: null });
    }
    const chinese = (await publicSettings()).body;
    expect(chinese).not.toHaveProperty('translations');
    expect((await publicSettings('?locale=zh-CN')).body).toEqual(chinese);

    const english = (await publicSettings('?locale=en')).body;
    expect(english).toEqual({
      ...chinese,
      siteDescription: '',
      footerLinks: [],
      maintenanceMessage: '',
      productPromises: {
        ...chinese.productPromises,
        reviewCount: { text: '12k+', show: true },
        shipping: { text: 'Free shipping', show: true },
        deliveryArea: { text: 'Nanshan, Shenzhen', show: true },
        returns: { text: '7-day no-reason returns', show: true },
        dispatch: { text: 'Ships within 48 hours', show: true },
      },
    });
    expect(english.siteName).toBe(SETTINGS_DEFAULTS.general.siteName);
  });

  it('keep each tab’s English version, answer it for ?locale=en and leave the Chinese answer alone', async () => {
    const chineseBefore = (await publicSettings()).body;
    const general = await tab('general');
    const en = {
      siteName: uniq('Zhiheng '),
      siteDescription: 'Automation that keeps working',
      address: '12F, Building B, Shenzhen',
      recordNumber: '',
      footerLinks: [{ title: 'Company', links: [{ label: 'About us', href: '/about' }] }],
    };
    const saved = await save('general', { ...general, translations: { en } });
    expect(saved.status).toBe(200);
    expect(saved.body.updatedSettings.translations).toEqual({ en });
    expect((await tab('general')).translations).toEqual({ en });
    expect((await stored('general'))?.translations).toEqual({ en });

    const system = await tab('system');
    const maintenance = { maintenanceMessage: uniq('Back soon ') };
    expect((await save('system', { ...system, translations: { en: maintenance } })).status).toBe(200);
    expect((await tab('system')).translations).toEqual({ en: maintenance });

    const product = await tab('product');
    const promisesEn = { ...PROMISES_EN_EMPTY, shippingText: 'Free delivery' };
    const changed = { ...product, dispatchText: '当天发货', translations: { en: promisesEn } };
    expect((await save('product', changed)).status).toBe(200);
    expect((await tab('product')).translations).toEqual({ en: promisesEn });

    const english = (await publicSettings('?locale=en')).body;
    expect(english).toMatchObject({
      ...en,
      // No English 备案号: the Chinese one (the same registration).
      recordNumber: general.recordNumber,
      maintenanceMessage: maintenance.maintenanceMessage,
    });
    expect(english.productPromises.shipping).toEqual({ text: 'Free delivery', show: true });
    // The Chinese line changed and has no English: not said on English pages.
    expect(english.productPromises.dispatch).toEqual({ text: '当天发货', show: false });
    expect(english.productPromises.rating).toEqual({ text: '4.8', show: true });

    const chinese = (await publicSettings()).body;
    expect(chinese).toEqual({
      ...chineseBefore,
      productPromises: { ...chineseBefore.productPromises, dispatch: { text: '当天发货', show: true } },
    });
  });

  it('keep the English version when a save leaves it out, and remove it when set to null', async () => {
    const { translations, ...general } = await tab('general');
    expect(translations.en).not.toBeNull();
    const siteName = uniq('站名');
    expect((await save('general', { ...general, siteName })).status).toBe(200);
    expect((await tab('general')).translations).toEqual(translations);
    expect((await save('general', { translations: { en: null } })).status).toBe(200);
    const after = await tab('general');
    expect(after.translations).toEqual({ en: null });
    expect(after.siteName).toBe(siteName);
    expect((await publicSettings('?locale=en')).body).toMatchObject({ siteName, footerLinks: [] });
  });

  it('refuse a bad English field with a Chinese 400 naming the language, and change nothing', async () => {
    const general = await tab('general');
    await save('general', { ...general, translations: { en: { siteName: 'Kept' } } });
    const before = await stored('general');
    const long = await save('general', {
      ...general,
      siteName: uniq('不应保存'),
      translations: { en: { siteName: 'x'.repeat(101) } },
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('英文网站名称不能超过100个字符');
    const link = await save('general', {
      translations: { en: { footerLinks: [{ title: 'Bad', links: [{ label: 'x', href: 'javascript:alert(1)' }] }] } },
    });
    expect(link.status).toBe(400);
    expect(link.body.error).toBe(
      '英文页脚链接第 1 组第 1 个链接：链接必须是本站页面（如 /products、/news/12）或以 http(s):// 开头的网址',
    );
    const language = await save('system', { translations: { fr: { maintenanceMessage: 'Non' } } });
    expect(language.status).toBe(400);
    expect(language.body.error).toBe('translations 只能包含 en');
    const promise = await save('product', { translations: { en: { shippingShow: false } } });
    expect(promise.status).toBe(400);
    expect(promise.body.error).toBe('不支持的字段：shippingShow');

    expect(await stored('general')).toEqual(before);
    expect((await publicSettings('?locale=en')).body.siteName).toBe('Kept');
  });

  it('answer an unknown language with a Chinese 400', async () => {
    const answer = await visitor.get<{ error: string }>('/api/settings?locale=fr');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(UNKNOWN_LOCALE_MESSAGE);
  });

  it('answer one tab in a language (admins): its public fields, with the fallbacks of the read without a tab', async () => {
    const general = await tab('general');
    const en = { siteName: uniq('Tab name '), siteDescription: '', address: '', recordNumber: '', footerLinks: [] };
    expect((await save('general', { ...general, translations: { en } })).status).toBe(200);
    const english = (await publicSettings('?locale=en')).body;
    const chinese = (await publicSettings()).body;
    const inTab = async (query: string) => {
      const answer = await admin.get<Record<string, unknown>>(`/api/settings?${query}`);
      expect(answer.status).toBe(200);
      return answer.body;
    };

    const generalEn = await inTab('tab=general&locale=en');
    expect(generalEn).toEqual({
      siteName: en.siteName,
      siteDescription: '',
      contactEmail: english.contactEmail,
      contactPhone: english.contactPhone,
      // No English address or 备案号: the Chinese ones, as in the read without a tab.
      address: general.address,
      logoUrl: english.logoUrl,
      faviconUrl: english.faviconUrl,
      recordNumber: general.recordNumber,
      siteUrl: english.siteUrl,
      footerLinks: [],
      timeZone: english.timeZone,
    });
    expect(await inTab('tab=system&locale=en')).toEqual({
      maintenanceMode: english.maintenanceMode,
      maintenanceMessage: english.maintenanceMessage,
    });
    expect(await inTab('tab=product&locale=en')).toEqual({ productPromises: english.productPromises });
    expect(await inTab('tab=general&locale=zh-CN')).toMatchObject({ siteName: chinese.siteName });
    // Without a locale the tab is the back office's, as before.
    expect(await inTab('tab=general')).toEqual(await tab('general'));

    const fr = await admin.get<{ error: string }>('/api/settings?tab=general&locale=fr');
    expect([fr.status, fr.body.error]).toEqual([400, UNKNOWN_LOCALE_MESSAGE]);
    const email = await admin.get<{ error: string }>('/api/settings?tab=email&locale=en');
    expect([email.status, email.body.error]).toEqual([400, 'email 设置没有对外显示的字段，不能按语言读取']);
    expect((await visitor.get('/api/settings?tab=general&locale=en')).status).toBe(401);
  });

  it('are cached per language, and a save drops both answers (read-your-writes)', async () => {
    await publicSettings();
    await publicSettings('?locale=en');
    expect((await publicSettings()).cache).toBe('HIT');
    expect((await publicSettings('?locale=en')).cache).toBe('HIT');
    expect((await publicSettings('?locale=en')).body.siteName).not.toBe((await publicSettings()).body.siteName);

    const general = await tab('general');
    const [siteName, english] = [uniq('新站名'), uniq('New name ')];
    expect((await save('general', { ...general, siteName, translations: { en: { siteName: english } } })).status).toBe(
      200,
    );
    const chinese = await publicSettings();
    const en = await publicSettings('?locale=en');
    expect([chinese.cache, en.cache]).toEqual(['MISS', 'MISS']);
    expect(chinese.body.siteName).toBe(siteName);
    expect(en.body.siteName).toBe(english);
  });

  it('read tabs stored before translations existed as having none, keeping their other fields', async () => {
    const message = uniq('旧维护提示');
    await queryDb(
      stack,
      'identity',
      "UPDATE settings SET values = (values - 'translations') || jsonb_build_object('maintenanceMessage', $1::text) WHERE tab = 'system'",
      [message],
    );
    // The identity service holds a tab for 2 s.
    const system = await eventually(async () => {
      const body = await tab('system');
      return body.maintenanceMessage === message ? body : undefined;
    });
    expect(system.translations).toEqual({ en: null });
  });
});

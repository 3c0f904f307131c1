import { SETTINGS_DEFAULTS, SETTINGS_TABS, settingsSchemas, settingsTranslationSchemas } from '@site/contracts';
import {
  SETTINGS_FIELDS,
  copiedFromChinese,
  translatedFields,
  isFieldRequired,
  missingWhileOn,
  secretSet,
  smtpPasswordSet,
  toFormValues,
  toSettingsPayload,
  type SettingsField,
} from './settings-fields';

const field = (tab: keyof typeof SETTINGS_FIELDS, name: string): SettingsField =>
  SETTINGS_FIELDS[tab].find((f) => f.name === name)!;
const requiredNames = (tab: keyof typeof SETTINGS_FIELDS, smtpSet = false) =>
  SETTINGS_FIELDS[tab].filter((f) => isFieldRequired(f, { smtpPasswordSet: smtpSet })).map((f) => f.name);

describe('settings fields', () => {
  it.each(SETTINGS_TABS)('covers every field of the %s schema, and nothing else', (tab) => {
    const names = SETTINGS_FIELDS[tab].map((f) => f.name);
    if (translatedFields(tab).length) names.push('translations');
    expect(names.sort()).toEqual(Object.keys(settingsSchemas[tab].shape).sort());
  });

  it.each(SETTINGS_TABS)('writes in English exactly the fields the %s tab translates', (tab) => {
    const schemas = settingsTranslationSchemas[tab as keyof typeof settingsTranslationSchemas];
    const translated = schemas ? Object.keys(schemas('en').shape) : [];
    expect(translatedFields(tab).map((f) => f.name)).toEqual(translated);
  });

  it('requires the required fields of each tab', () => {
    expect(requiredNames('general')).toEqual(['siteName', 'contactEmail', 'timeZone']);
    expect(requiredNames('security')).toEqual(['passwordMinLength', 'loginAttempts', 'sessionTimeout']);
    expect(requiredNames('email')).toEqual([
      'smtpServer',
      'smtpPort',
      'smtpUsername',
      'smtpPassword',
      'emailFromName',
      'emailFromAddress',
    ]);
    expect(requiredNames('system')).toEqual(['cacheLifetime', 'uploadMaxSize', 'allowedFileTypes']);
  });

  it('requires the SMTP password only while none is stored', () => {
    expect(isFieldRequired(field('email', 'smtpPassword'), { smtpPasswordSet: false })).toBe(true);
    expect(isFieldRequired(field('email', 'smtpPassword'), { smtpPasswordSet: true })).toBe(false);
    expect(requiredNames('email', true)).not.toContain('smtpPassword');
  });

  it('reads smtpPasswordSet strictly', () => {
    expect(smtpPasswordSet({ smtpPasswordSet: true })).toBe(true);
    expect(smtpPasswordSet({ smtpPasswordSet: 'yes' })).toBe(false);
    expect(smtpPasswordSet(undefined)).toBe(false);
  });
});

describe('toFormValues', () => {
  it('fills what the server left out from the defaults', () => {
    const values = toFormValues('general', { siteName: '智动科技' });
    expect(values.siteName).toBe('智动科技');
    expect(values.contactEmail).toBe(SETTINGS_DEFAULTS.general.contactEmail);
    expect(values.recordNumber).toBe('');
  });

  it('never puts a password into the email form', () => {
    const values = toFormValues('email', { smtpServer: 'smtp.x.cn', smtpPasswordSet: true, smtpPassword: 'leak' });
    expect(values.smtpPassword).toBe('');
    expect(values).not.toHaveProperty('smtpPasswordSet');
  });
});

describe('toSettingsPayload', () => {
  it('trims text, keeps numbers and booleans, drops unknown fields', () => {
    const payload = toSettingsPayload('system', {
      enableCache: true,
      cacheLifetime: 15,
      debugMode: undefined,
      maintenanceMode: true,
      maintenanceMessage: '  维护中  ',
      uploadMaxSize: 5,
      allowedFileTypes: ' jpg,png ',
      extra: 'x',
    });
    expect(payload).toEqual({
      enableCache: true,
      cacheLifetime: 15,
      debugMode: false,
      maintenanceMode: true,
      maintenanceMessage: '维护中',
      uploadMaxSize: 5,
      allowedFileTypes: 'jpg,png',
      baiduPushEnabled: false,
      baiduPushSite: '',
      baiduPushToken: '',
      indexNowEnabled: false,
      indexNowKey: '',
      translations: { en: null },
    });
  });

  it('sends the English words trimmed beside the Chinese, and null (removed) once every English box is empty', () => {
    const values = toFormValues('general', {
      ...SETTINGS_DEFAULTS.general,
      translations: {
        en: { siteName: 'Zhiheng', siteDescription: '', address: '', recordNumber: '', footerLinks: [] },
      },
    });
    expect(values.translations).toEqual({
      en: { siteName: 'Zhiheng', siteDescription: '', address: '', recordNumber: '', footerLinks: [] },
    });
    const english = {
      siteName: ' Zhiheng ',
      siteDescription: '',
      address: ' Shenzhen ',
      recordNumber: '',
      footerLinks: [{ title: ' Company ', links: [{ label: ' About ', href: ' /about ' }] }],
    };
    expect(toSettingsPayload('general', { ...values, translations: { en: english } }).translations).toEqual({
      en: {
        siteName: 'Zhiheng',
        siteDescription: '',
        address: 'Shenzhen',
        recordNumber: '',
        footerLinks: [{ title: 'Company', links: [{ label: 'About', href: '/about' }] }],
      },
    });
    const emptied = { ...english, siteName: ' ', address: '', footerLinks: [] };
    expect(toSettingsPayload('general', { ...values, translations: { en: emptied } }).translations).toEqual({
      en: null,
    });
    expect(toSettingsPayload('security', toFormValues('security', SETTINGS_DEFAULTS.security))).not.toHaveProperty(
      'translations',
    );
  });

  it('copies the Chinese words into the English boxes, the groups as copies', () => {
    const values = toFormValues('general', SETTINGS_DEFAULTS.general);
    const copied = copiedFromChinese('general', values);
    expect(copied).toEqual({
      siteName: values.siteName,
      siteDescription: values.siteDescription,
      address: values.address,
      recordNumber: values.recordNumber,
      footerLinks: values.footerLinks,
    });
    expect(copied.footerLinks).not.toBe(values.footerLinks);
  });

  it('never puts the stored Baidu push token in the form, and sends an empty one to keep it', () => {
    const loaded = { ...SETTINGS_DEFAULTS.system, baiduPushToken: 'leak', baiduPushTokenSet: true };
    const values = toFormValues('system', loaded);
    expect(values.baiduPushToken).toBe('');
    expect(values).not.toHaveProperty('baiduPushTokenSet');
    expect(secretSet('system', loaded)).toBe(true);
    expect(secretSet('system', { baiduPushTokenSet: 'yes' })).toBe(false);
    expect(secretSet('general', loaded)).toBe(false);
    expect(toSettingsPayload('system', { ...values, baiduPushToken: 'NewTok1' }).baiduPushToken).toBe('NewTok1');
  });

  it('sends an empty SMTP password to keep the stored one, and a typed one as typed', () => {
    const base = toFormValues('email', { ...SETTINGS_DEFAULTS.email, smtpPasswordSet: true });
    expect(toSettingsPayload('email', base).smtpPassword).toBe('');
    expect(toSettingsPayload('email', { ...base, smtpPassword: ' s3cret ' }).smtpPassword).toBe(' s3cret ');
  });

  it('sends the footer link groups with their words trimmed', () => {
    const values = toFormValues('general', {
      footerLinks: [{ title: ' 服务 ', links: [{ label: ' 售后 ', href: ' /contact ' }] }],
    });
    expect(toSettingsPayload('general', values).footerLinks).toEqual([
      { title: '服务', links: [{ label: '售后', href: '/contact' }] },
    ]);
    // A tab stored before the groups existed: the form starts with the default ones.
    expect(toFormValues('general', { siteName: '智动科技' }).footerLinks).toEqual(
      SETTINGS_DEFAULTS.general.footerLinks,
    );
  });

  it('passes the schema with the defaults', () => {
    for (const tab of SETTINGS_TABS) {
      const payload = toSettingsPayload(tab, toFormValues(tab, SETTINGS_DEFAULTS[tab]));
      expect(settingsSchemas[tab].safeParse(payload).success).toBe(true);
    }
  });
});

describe('missingWhileOn', () => {
  it('asks for a push site, token or key only while its switch is on, as the server does', () => {
    const site = field('system', 'baiduPushSite');
    const token = field('system', 'baiduPushToken');
    const key = field('system', 'indexNowKey');
    expect(missingWhileOn(site, '', false, false)).toBeNull();
    expect(missingWhileOn(site, '  ', true, false)).toBe('开启百度推送需要填写推送站点');
    expect(missingWhileOn(site, 'https://www.example.com', true, false)).toBeNull();
    expect(missingWhileOn(token, '', true, false)).toBe('开启百度推送需要填写推送令牌');
    // A stored token is kept by an empty box.
    expect(missingWhileOn(token, '', true, true)).toBeNull();
    expect(missingWhileOn(key, undefined, true, false)).toBe('开启 IndexNow 需要填写密钥');
    expect(missingWhileOn(field('system', 'allowedFileTypes'), '', true, false)).toBeNull();
  });
});

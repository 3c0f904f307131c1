import { LOCALES, type Locale } from '@site/contracts/locales';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import { createI18n, type Messages } from './i18n';
import { boundT } from './locale';

const catalogues: Record<Locale, Messages> = { 'zh-CN': zhCN, en };

type Catalogue = { [key: string]: string | Catalogue };
const keysOf = (catalogue: Catalogue, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix + key}.`),
  );

type Translate = (...args: unknown[]) => unknown;

describe('boundT', () => {
  it.each(LOCALES)('words every %s message as i18next does, with and without values', (locale) => {
    const instance = createI18n(locale, catalogues[locale]);
    const t = boundT(instance) as unknown as Translate;
    const i18next = instance.t.bind(instance) as unknown as Translate;
    for (const key of keysOf(catalogues[locale])) {
      // Values of both kinds, one with a placeholder of its own (filled once, never again) and one left out.
      const values = { name: '智衡 {{name}}', number: 3, total: 0, search: 'a$&b', page: '2' };
      expect([key, t(key)]).toEqual([key, i18next(key)]);
      expect([key, t(key, values)]).toEqual([key, i18next(key, values)]);
      expect([key, t(key, values)]).toEqual([key, i18next(key, values)]);
    }
  });

  it('leaves plurals, objects and defaults to i18next', () => {
    const instance = createI18n('en', en);
    const t = boundT(instance) as unknown as Translate;
    expect(t('seo', { returnObjects: true })).toEqual(en.seo);
    expect(t('no.such.key', { defaultValue: 'fallback' })).toBe('fallback');
    expect(t('news.count', { total: 5, page: 1, pages: 2, count: 5 })).toBe(
      instance.t('news.count', { total: 5, page: 1, pages: 2, count: 5 }),
    );
  });

  it('forgets what it kept when the instance changes language or gains words', async () => {
    const instance = createI18n('zh-CN', zhCN);
    const t = boundT(instance) as unknown as Translate;
    expect(t('nav.home')).toBe(zhCN.nav.home);
    instance.addResourceBundle('en', 'translation', en);
    await instance.changeLanguage('en');
    expect(t('nav.home')).toBe(en.nav.home);
    instance.addResource('en', 'translation', 'nav.home', 'Start');
    expect(t('nav.home')).toBe('Start');
  });
});

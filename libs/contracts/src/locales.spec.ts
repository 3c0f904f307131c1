import { DEFAULT_LOCALE, isLocale, localePath, LOCALES, splitLocalePath } from './locales';

describe('locales', () => {
  it('reads the language from the path prefix', () => {
    expect(splitLocalePath('/')).toEqual({ locale: 'zh-CN', path: '/' });
    expect(splitLocalePath('/news/3')).toEqual({ locale: 'zh-CN', path: '/news/3' });
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/en/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/en/news/3')).toEqual({ locale: 'en', path: '/news/3' });
    expect(splitLocalePath('/en?x=1')).toEqual({ locale: 'en', path: '/?x=1' });
  });

  it('does not take a path that only starts like a prefix', () => {
    expect(splitLocalePath('/english')).toEqual({ locale: 'zh-CN', path: '/english' });
    expect(splitLocalePath('/enx/news')).toEqual({ locale: 'zh-CN', path: '/enx/news' });
  });

  it('puts a path into a language and back', () => {
    for (const locale of LOCALES) {
      for (const path of ['/', '/news/3', '/products?category=2', '/?a=b']) {
        expect(splitLocalePath(localePath(locale, path))).toEqual({ locale, path });
      }
    }
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath(DEFAULT_LOCALE, '/about')).toBe('/about');
  });

  it('knows its languages only', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('zh-CN')).toBe(true);
    expect(isLocale('EN')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

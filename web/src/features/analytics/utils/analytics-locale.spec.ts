import { LOCALE_FILTER_OPTIONS, parseLocaleFilter } from './analytics-locale';

describe('the language filter', () => {
  it('offers every language first, then 中文 and English', () => {
    expect(LOCALE_FILTER_OPTIONS.map((option) => `${option.label}:${option.value}`)).toEqual([
      '全部语言:all',
      '中文:zh-CN',
      'English:en',
    ]);
  });

  it('reads a language from the address, and every language for anything else', () => {
    expect(parseLocaleFilter('en')).toBe('en');
    expect(parseLocaleFilter('zh-CN')).toBe('zh-CN');
    for (const value of [null, undefined, '', 'all', 'EN', 'fr', 'zh']) expect(parseLocaleFilter(value)).toBe('all');
  });
});

import en from './en.json';
import zhCN from './zh-CN.json';

type Catalogue = { [key: string]: string | Catalogue };

/** Every message of a catalogue by its dotted key (`products.buyNow`); a branch with no messages is ''. */
function messages(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix + key;
    if (typeof value === 'string') found.set(path, value);
    else if (Object.keys(value).length === 0) found.set(path, '');
    else for (const [inner, text] of messages(value, `${path}.`)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...new Set(text.match(/\{\{\s*[^}]+?\s*\}\}/g) ?? [])].sort();

const catalogues = { 'zh-CN': messages(zhCN), en: messages(en) };

describe('the catalogues', () => {
  it.each([
    ['zh-CN', 'en'],
    ['en', 'zh-CN'],
  ] as const)('every message of %s is worded in %s', (from, to) => {
    const missing = [...catalogues[from]]
      .filter(([key, text]) => text.trim() !== '' && !catalogues[to].get(key)?.trim())
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it('has no empty message', () => {
    const empty = Object.entries(catalogues).flatMap(([locale, found]) =>
      [...found].filter(([, text]) => text.trim() === '').map(([key]) => `${locale}: ${key}`),
    );
    expect(empty).toEqual([]);
  });

  it('gives both languages the same {{placeholders}}', () => {
    const mismatched = [...catalogues['zh-CN']]
      .filter(([key]) => catalogues.en.has(key))
      .map(([key, text]) => ({ key, 'zh-CN': placeholders(text), en: placeholders(catalogues.en.get(key) ?? '') }))
      .filter((entry) => entry['zh-CN'].join() !== entry.en.join());
    expect(mismatched).toEqual([]);
  });

  // The page's `t` fills these itself (lib/i18n/locale.tsx): a nesting, format or unescaped placeholder
  // would need i18next's whole interpolation.
  it('uses plain {{name}} placeholders only', () => {
    const other = Object.entries(catalogues).flatMap(([locale, found]) =>
      [...found]
        .filter(([, text]) => /\$t\(/.test(text) || placeholders(text).some((p) => !/^\{\{\w+\}\}$/.test(p)))
        .map(([key]) => `${locale}: ${key}`),
    );
    expect(other).toEqual([]);
  });
});

import { PAGE_KEYS, type PageKey, sectionTexts } from '@site/contracts';
import * as demo from '@site/demo';
import { defaultSections } from '../pages/page-sections';
import { demoPageTranslations } from './pages.seed';

const CHINESE = /[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]/;

/** Where each text of a section's texts is, with its value (`items.2.title` → '…'). */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}
const filled = (texts: unknown) =>
  leaves(texts)
    .filter(([, v]) => v !== '')
    .map(([path]) => path);

describe('demo pages in English', () => {
  const pages = demoPageTranslations(demo);

  it('translates the home, about and technology pages, each with a title', () => {
    expect(pages.map((p) => p.key).sort()).toEqual([...PAGE_KEYS].sort());
    for (const page of pages) expect(page.title).toMatch(/^[A-Z]/);
  });

  it('has English for every text of every section the Chinese page fills, and no Chinese', () => {
    for (const page of pages) {
      const sections = defaultSections(page.key as PageKey);
      expect(Object.keys(page.texts).sort()).toEqual(sections.map((s) => s.key).sort());
      for (const section of sections) {
        const english = page.texts[section.key];
        expect(filled(english)).toEqual(filled(sectionTexts(section.type, section.data)));
        const chinese = leaves(english).filter(([, text]) => CHINESE.test(text));
        expect(chinese).toEqual([]);
      }
    }
  });
});

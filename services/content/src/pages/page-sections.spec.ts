import { Errors, type PageSection } from '@site/contracts';
import { checkLocks, defaultSections, picturesOf } from './page-sections';

const picture = (url: string) => ({ url, alt: '图' });

describe('page sections', () => {
  it('finds the hero picture and each card picture, and takes one out where it is', () => {
    const home = defaultSections('home');
    const hero = home.find((s) => s.type === 'hero') as PageSection<'hero'>;
    const cards = home.find((s) => s.type === 'cards') as PageSection<'cards'>;
    hero.data.picture = picture('/uploads/images/a.webp');
    cards.data.items[1].picture = picture('/uploads/images/b.webp');
    const found = home.flatMap(picturesOf);
    expect(found.map((p) => p.picture.url)).toEqual(['/uploads/images/a.webp', '/uploads/images/b.webp']);
    expect(found[1].place).toContain('第 2 项');
    found[1].remove();
    expect(cards.data.items[1].picture).toBeNull();
    expect(hero.data.picture).not.toBeNull();
  });

  it('lets the words of a locked section change, and refuses moving, hiding or unlocking it', () => {
    const current = defaultSections('about').map((s, i) => (i === 1 ? { ...s, locked: true } : s));
    const words = structuredClone(current);
    (words[1].data as { title?: string }).title = '新的标题';
    expect(() => checkLocks(current, words)).not.toThrow();
    const locked = Errors.pageSectionLocked('x').code;
    const refused = (next: PageSection[]) => {
      try {
        checkLocks(current, next);
      } catch (error) {
        return (error as { payload: { code: string } }).payload.code;
      }
      return null;
    };
    expect(refused([current[1], current[0], ...current.slice(2)])).toBe(locked);
    expect(refused(current.map((s, i) => (i === 1 ? { ...s, hidden: true } : s)))).toBe(locked);
    expect(refused(current.map((s, i) => (i === 1 ? { ...s, locked: false } : s)))).toBe(locked);
    expect(refused(current.map((s, i) => (i === 2 ? { ...s, locked: true } : s)))).toBe(locked);
  });
});

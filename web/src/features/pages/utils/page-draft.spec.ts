/**
 * @jest-environment jest-fixed-jsdom
 */
import { bodyOf, draftOf, movedLocked, newSection, newSectionKey, sectionName } from './page-draft';
import { limitsOf } from './schema-limits';
import { parsePageSections, SECTION_TYPE_NAMES } from '@site/contracts';
import { HOME } from '../testing/page-fixtures';

describe('newSectionKey', () => {
  it('is the type in kebab case, numbered from 2 when taken', () => {
    expect(newSectionKey('cards', ['hero'])).toBe('cards');
    expect(newSectionKey('cards', ['cards'])).toBe('cards-2');
    expect(newSectionKey('cards', ['cards', 'cards-2', 'cards-3'])).toBe('cards-4');
    expect(newSectionKey('richText', [])).toBe('rich-text');
  });
});

describe('newSection', () => {
  it('starts every type with fields the parser only refuses for words still to fill', () => {
    const refusals = SECTION_TYPE_NAMES.flatMap((type) => {
      const parsed = parsePageSections({ sections: bodyOf([newSection(type, 'about', [])]) });
      return parsed.ok ? [] : [parsed.message];
    });
    // Refused for a missing word (不能为空), never for a shape the form cannot fix.
    expect(refusals.length).toBeGreaterThan(0);
    for (const message of refusals) expect(message).toMatch(/不能为空$/);
    expect(newSection('hero', 'home', []).data.size).toBe('large');
    expect(newSection('hero', 'about', []).data.size).toBe('compact');
  });
});

describe('draftOf and bodyOf', () => {
  it('give the page back as sent, keeping the sections’ ids when told', () => {
    const draft = draftOf(HOME.sections);
    expect(bodyOf(draft)).toEqual(
      HOME.sections.map(({ key, type, hidden, locked, data }) => ({ key, type, hidden, locked, data })),
    );
    const again = draftOf(
      HOME.sections,
      draft.map((s) => s.id),
    );
    expect(again.map((s) => s.id)).toEqual(draft.map((s) => s.id));
    expect(new Set(draftOf(HOME.sections).map((s) => s.id)).size).toBe(3);
    expect(draftOf(HOME.sections)[0].id).not.toBe(draft[0].id);
  });
});

describe('movedLocked', () => {
  const draft = draftOf(HOME.sections);
  const [hero, cards, story] = draft;

  it('finds a locked section an editor’s change would move', () => {
    expect(movedLocked(draft, [cards, hero, story], 'editor')).toBe(cards);
    expect(movedLocked(draft, [hero, story], 'editor')).toBe(cards);
    expect(movedLocked(draft, [hero, cards], 'editor')).toBeNull();
    expect(movedLocked(draft, [hero, cards, story, story], 'editor')).toBeNull();
  });

  it('lets an admin move anything', () => {
    expect(movedLocked(draft, [cards, hero, story], 'admin')).toBeNull();
  });
});

describe('sectionName', () => {
  it('is the type’s label with the title when there is one', () => {
    expect(sectionName({ type: 'cards', data: { title: ' 核心能力 ' } })).toBe('卡片「核心能力」');
    expect(sectionName({ type: 'cta', data: { title: '' } })).toBe('行动号召');
  });
});

describe('limitsOf', () => {
  it('reads lengths, list bounds and number ranges from the schemas', () => {
    expect(limitsOf('hero', 'title')).toEqual({ min: 1, max: 60, required: true });
    expect(limitsOf('hero', 'eyebrow')).toEqual({ max: 30, required: false });
    expect(limitsOf('cards', 'items')).toEqual({ min: 2, max: 12, required: true });
    expect(limitsOf('cards', 'items', '[]', 'text')).toEqual({ max: 120, required: false });
    expect(limitsOf('cta', 'buttons')).toMatchObject({ min: 1, max: 2 });
    expect(limitsOf('hero', 'buttons')).toMatchObject({ min: 0, max: 2, required: false });
    expect(limitsOf('strip', 'count')).toMatchObject({ min: 1, max: 12 });
    expect(limitsOf('hero', 'picture', 'alt').max).toBeGreaterThan(0);
  });

  it('fails loudly for a field the schema does not have', () => {
    expect(() => limitsOf('hero', 'subtitle')).toThrow('no field subtitle in section type hero');
  });
});

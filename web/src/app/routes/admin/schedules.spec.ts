/**
 * @jest-environment jest-fixed-jsdom
 */
import type { ScheduledItem } from '@site/contracts';
import { scheduleEditorPath } from './schedules';

const item = (over: Partial<ScheduledItem>): ScheduledItem => ({
  type: 'news',
  id: 3,
  title: '标题',
  state: 'scheduled',
  publish_at: '2098-03-01T00:00:00.000Z',
  unpublish_at: null,
  updated_by: null,
  ...over,
});

describe('scheduleEditorPath', () => {
  it('links a record’s schedule to its editor, and an English version’s to the editor’s 英文版本 tab', () => {
    expect(scheduleEditorPath(item({}))).toBe('/admin/news/edit/3');
    expect(scheduleEditorPath(item({ locale: 'en' }))).toBe('/admin/news/edit/3?lang=en');
    expect(scheduleEditorPath(item({ type: 'product', id: 9 }))).toBe('/admin/products?edit=9');
    expect(scheduleEditorPath(item({ type: 'product', id: 9, locale: 'en' }))).toBe('/admin/products?edit=9&lang=en');
    expect(scheduleEditorPath(item({ type: 'page', id: 1, locale: 'en' }))).toBe('/admin/pages');
    expect(scheduleEditorPath(item({ type: 'other' }))).toBeNull();
  });
});

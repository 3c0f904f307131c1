import { contactListQuerySchema, type ContactView } from '@site/contracts';
import { listSearchParams, pageAfterShrink, readListParams, withContact } from './contact-list-params';

const contact = (id: number, status: ContactView['status']): ContactView => ({
  id,
  name: `访客${id}`,
  email: `v${id}@example.com`,
  company: '',
  subject: '主题',
  message: '内容',
  status,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('contact list params', () => {
  it('reads the address, falling back to page 1, all statuses and no search', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual({ page: 1, status: 'all', search: '' });
    expect(readListParams(new URLSearchParams('page=3&status=replied&search=+%E5%BC%A0+'))).toEqual({
      page: 3,
      status: 'replied',
      search: '张',
    });
    expect(readListParams(new URLSearchParams('page=-2&status=deleted'))).toEqual({
      page: 1,
      status: 'all',
      search: '',
    });
    expect(readListParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes the address without defaults, and a query the server accepts', () => {
    expect(listSearchParams({ page: 1, status: 'all', search: '' }).toString()).toBe('');
    expect(listSearchParams({ page: 2, status: 'unread', search: '报价' }).toString()).toBe(
      'page=2&status=unread&search=%E6%8A%A5%E4%BB%B7',
    );
    const api = listSearchParams({ page: 1, status: 'all', search: '' }, true);
    expect(api.toString()).toBe('page=1&limit=10');
    const parsed = contactListQuerySchema.parse(
      Object.fromEntries(listSearchParams({ page: 4, status: 'read', search: 'x' }, true)),
    );
    expect(parsed).toEqual({ page: 4, limit: 10, status: 'read', search: 'x' });
  });

  it('replaces one message in a page', () => {
    const list = { contacts: [contact(1, 'unread'), contact(2, 'read')], total: 2 };
    const next = withContact(list, contact(1, 'read'));
    expect(next.contacts.map((c) => c.status)).toEqual(['read', 'read']);
    expect(next.total).toBe(2);
    expect(withContact(list, contact(9, 'read'))).toBe(list);
  });

  it('steps back when the last page emptied', () => {
    expect(pageAfterShrink(3, 2)).toBe(2);
    expect(pageAfterShrink(2, 0)).toBe(1);
    expect(pageAfterShrink(2, 2)).toBeNull();
    expect(pageAfterShrink(1, 0)).toBeNull();
  });
});

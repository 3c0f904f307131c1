import { logVisitSchema } from '@site/contracts';
import { buildVisitPayload, shouldLogVisit } from './visit-payload';

const base = {
  pathname: '/news',
  search: '?page=2',
  origin: 'https://example.cn',
  userAgent: 'Mozilla/5.0 Test',
  now: new Date('2025-03-04T05:06:07.000Z'),
};

describe('buildVisitPayload', () => {
  it('uses the document referrer on the first load', () => {
    const body = buildVisitPayload({ ...base, previousPath: null, documentReferrer: 'https://www.baidu.com/s?wd=x' });
    expect(body).toEqual({
      page_url: '/news?page=2',
      referer: 'https://www.baidu.com/s?wd=x',
      user_agent: 'Mozilla/5.0 Test',
      timestamp: '2025-03-04T05:06:07.000Z',
    });
  });

  it('sends null when the first load has no referrer', () => {
    expect(buildVisitPayload({ ...base, previousPath: null, documentReferrer: '' }).referer).toBeNull();
  });

  it('uses the previous in-site page as referer after that', () => {
    const body = buildVisitPayload({ ...base, previousPath: '/about', documentReferrer: 'https://www.baidu.com/' });
    expect(body.referer).toBe('https://example.cn/about');
  });

  it('produces a body the gateway schema accepts', () => {
    const first = buildVisitPayload({ ...base, previousPath: null, documentReferrer: '' });
    const later = buildVisitPayload({ ...base, previousPath: '/', documentReferrer: '' });
    expect(logVisitSchema.safeParse(first).success).toBe(true);
    expect(logVisitSchema.safeParse(later).success).toBe(true);
  });
});

describe('shouldLogVisit', () => {
  it('logs public pages, including unknown ones', () => {
    expect(shouldLogVisit('/')).toBe(true);
    expect(shouldLogVisit('/products/3')).toBe(true);
    expect(shouldLogVisit('/administrator')).toBe(true);
  });

  it('skips the admin area', () => {
    expect(shouldLogVisit('/admin')).toBe(false);
    expect(shouldLogVisit('/admin/login')).toBe(false);
    expect(shouldLogVisit('/admin/news/edit/4')).toBe(false);
  });
});

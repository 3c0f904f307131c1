import { PAGE_KEYS, parsePageSections } from '@site/contracts';
import { DEFAULT_PAGES } from './default-pages';

describe('the default pages (the site as it was before staff edited it)', () => {
  it.each(PAGE_KEYS)('%s passes the checks every save passes', (key) => {
    const parsed = parsePageSections(DEFAULT_PAGES[key]);
    expect(parsed.ok ? 'accepted' : parsed.message).toBe('accepted');
  });
});

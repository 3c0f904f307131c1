import { loginUrlReturningTo, returnPath } from './return-path';

describe('returnPath', () => {
  it('comes back to a page of this site', () => {
    expect(returnPath(new URL(loginUrlReturningTo('/categories'), 'http://x').search)).toBe('/categories');
  });

  it('goes to the dashboard without a next page', () => {
    expect(returnPath('')).toBe('/admin/dashboard');
  });

  it('never leaves the site', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(returnPath(`?next=${encodeURIComponent(next)}`)).toBe('/admin/dashboard');
    }
  });
});

/**
 * @jest-environment jest-fixed-jsdom
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { EMPTY_SETTINGS } from '../../features/settings/utils/public-settings';
import { SiteHeader } from './site-header';

function currentItemAt(path: string): string[] {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader settings={{ ...EMPTY_SETTINGS, siteName: '智动科技' }} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: '主导航' });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '');
}

describe('SiteHeader', () => {
  it.each([
    ['/', ['首页']],
    ['/products', ['产品中心']],
    ['/products/12', ['产品中心']],
    ['/News/3', ['帮助中心']],
    ['/productsx', []],
    ['/technology', []],
  ])('on %s marks %j as the current section', (path, expected) => {
    expect(currentItemAt(path)).toEqual(expected);
  });

  it('links every item as a plain route link', () => {
    currentItemAt('/');
    const links = within(screen.getByRole('navigation', { name: '主导航' })).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.hasAttribute('data-route')])).toEqual([
      ['/', true],
      ['/about', true],
      ['/products', true],
      ['/news', true],
      ['/download', true],
      ['/contact', true],
    ]);
  });
});

/**
 * @jest-environment jest-fixed-jsdom
 */
import type { PublicSettings } from '@site/contracts';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { EMPTY_SETTINGS } from '../../features/settings/utils/public-settings';
import { SiteFooter } from './site-footer';

const SETTINGS: PublicSettings = {
  ...EMPTY_SETTINGS,
  siteName: '智动科技',
  contactPhone: '400-000-0000',
  recordNumber: '粤ICP备00000000号',
};

/** Each link of a landmark as [text, href, routed by the app, target, rel]. */
function linksOf(name: string) {
  return within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.hasAttribute('data-route'),
      link.getAttribute('target'),
      link.getAttribute('rel'),
    ]);
}

describe('SiteFooter', () => {
  it('shows the default group as the footer always had it: 快速链接, six site pages', () => {
    render(<SiteFooter settings={SETTINGS} />);
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(linksOf('快速链接')).toEqual([
      ['关于我们', '/about', true, null, null],
      ['核心技术', '/technology', true, null, null],
      ['产品中心', '/products', true, null, null],
      ['帮助中心', '/news', true, null, null],
      ['APP下载', '/download', true, null, null],
      ['联系我们', '/contact', true, null, null],
    ]);
    expect(screen.getByRole('heading', { name: '联系方式' })).toBeTruthy();
    expect(screen.getByText('粤ICP备00000000号').getAttribute('href')).toBe('https://beian.miit.gov.cn/');
  });

  it('shows each group under its title; site pages through the router, other addresses in a new tab', () => {
    render(
      <SiteFooter
        settings={{
          ...SETTINGS,
          footerLinks: [
            { title: '产品', links: [{ label: '控制器', href: '/products/12' }] },
            {
              title: '生态',
              links: [
                { label: '合作伙伴', href: 'https://partner.example.com/' },
                { label: '最新动态', href: '/news?page=2' },
              ],
            },
          ],
        }}
      />,
    );
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(linksOf('产品')).toEqual([['控制器', '/products/12', true, null, null]]);
    expect(linksOf('生态')).toEqual([
      ['合作伙伴', 'https://partner.example.com/', false, '_blank', 'noopener noreferrer'],
      ['最新动态', '/news?page=2', true, null, null],
    ]);
    expect(screen.queryByRole('navigation', { name: '快速链接' })).toBeNull();
  });

  it('shows no links when the groups were all removed, contacts still shown', () => {
    render(<SiteFooter settings={{ ...SETTINGS, footerLinks: [] }} />);
    expect(screen.queryAllByRole('navigation')).toEqual([]);
    expect(screen.getByRole('heading', { name: '联系方式' })).toBeTruthy();
  });

  it('renders the groups on the server', () => {
    const html = renderToString(
      <SiteFooter
        settings={{ ...SETTINGS, footerLinks: [{ title: '服务', links: [{ label: '售后', href: '/contact#form' }] }] }}
      />,
    );
    expect(html).toContain('<h2 id="footer-links-0"');
    expect(html).toContain('<a href="/contact#form" data-route="">售后</a>');
  });
});

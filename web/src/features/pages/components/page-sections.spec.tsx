/**
 * @jest-environment jest-fixed-jsdom
 */
import { parsePageSections, type PageSection } from '@site/contracts';
import { render, screen, within } from '@testing-library/react';
import { PageSections } from './page-sections';

/** Sections as a save would store them (defaults filled in by the contracts' parser). */
function sections(raw: unknown[]): PageSection[] {
  const parsed = parsePageSections({ sections: raw });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.sections;
}

const button = (label: string, href: string, style = 'primary') => ({ label, href, style });

describe('PageSections', () => {
  it('draws every section type, in order, with one h1 from the first section', () => {
    render(
      <PageSections
        sections={sections([
          {
            key: 'top',
            type: 'hero',
            data: { title: '首屏标题', eyebrow: '眉标', text: '导语', buttons: [button('看产品', '/products')] },
          },
          {
            key: 'facts',
            type: 'stats',
            data: {
              title: '数据',
              items: [
                { value: '30', unit: '+', label: '专利' },
                { value: '100', label: '工程师' },
              ],
            },
          },
          {
            key: 'grid',
            type: 'cards',
            data: {
              title: '卡片',
              items: [
                { icon: 'flow', title: '甲', text: '甲说明', href: '/about' },
                { title: '乙', href: 'https://example.com/x' },
              ],
            },
          },
          { key: 'story', type: 'richText', data: { title: '故事', html: '<p>一段<strong>正文</strong></p>' } },
          {
            key: 'road',
            type: 'timeline',
            data: { title: '路线', items: [{ period: '2027', title: '规模化', text: '说明' }] },
          },
          {
            key: 'nodes',
            type: 'figures',
            data: { title: '参数', items: [{ figure: '7nm', badge: '先进', text: '推理' }] },
          },
          { key: 'go', type: 'cta', data: { title: '行动', buttons: [button('联系', '/contact', 'secondary')] } },
        ])}
        strips={{}}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['首屏标题']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '数据',
      '卡片',
      '故事',
      '路线',
      '参数',
      '行动',
    ]);
    expect(screen.getByText('30+')).toBeTruthy();
    expect(screen.getByText('正文').tagName).toBe('STRONG');
    expect(screen.getByText('7nm')).toBeTruthy();
    expect(screen.getByRole('link', { name: '看产品' }).hasAttribute('data-route')).toBe(true);
    // A card leading to another site opens it in a new tab, outside the app's router.
    const other = screen.getByRole('link', { name: '乙' });
    expect(other.getAttribute('target')).toBe('_blank');
    expect(other.getAttribute('rel')).toBe('noopener noreferrer');
    expect(other.hasAttribute('data-route')).toBe(false);
    expect(screen.getByRole('link', { name: '甲' }).getAttribute('href')).toBe('/about');
  });

  it('draws a strip from its entries, and nothing when it has none', () => {
    const strip = sections([
      { key: 'newest', type: 'strip', data: { title: '最新产品', source: 'products', count: 2 } },
      { key: 'articles', type: 'strip', data: { title: '最新新闻', source: 'news', count: 3 } },
    ]);
    render(
      <PageSections
        sections={strip}
        strips={{
          newest: [
            { href: '/products/7', title: '控制板', text: 'K-7', picture: null, pictureAlt: '控制板', meta: '¥199' },
          ],
        }}
      />,
    );
    const section = screen.getByRole('region', { name: '最新产品' });
    expect(within(section).getByRole('link', { name: '控制板' }).getAttribute('href')).toBe('/products/7');
    expect(within(section).getByText('¥199')).toBeTruthy();
    expect(screen.queryByText('最新新闻')).toBeNull();
  });

  it('shows a hero picture with its alt text instead of the drawing', () => {
    const { container } = render(
      <PageSections
        sections={sections([
          {
            key: 'top',
            type: 'hero',
            data: {
              title: '标题',
              picture: { url: '/uploads/images/2026/01/0b6f3c9e-1234-4000-8000-000000000001.png', alt: '工厂外景' },
            },
          },
        ])}
        strips={{}}
      />,
    );
    expect(screen.getByRole('img', { name: '工厂外景' })).toBeTruthy();
    expect(container.querySelector('svg[aria-hidden="true"]')).toBeNull();
  });
});

import { pageAddress } from './rendered-page';

describe('pageAddress', () => {
  it('keeps only the parameters the page reads, in a fixed order', () => {
    expect(pageAddress('/news?utm_source=x&page=2&from=singlemessage&category=3&isappinstalled=0')).toBe(
      '/news?category=3&page=2',
    );
    expect(pageAddress('/news/?search=a%20b&bd_vid=1')).toBe('/news/?search=a+b');
    expect(pageAddress('/products?from=timeline&category=7&page=2')).toBe('/products?category=7');
  });

  it('drops every parameter of a page that reads none', () => {
    expect(pageAddress('/about?utm_source=x&v=1')).toBe('/about');
    expect(pageAddress('/news/12?from=singlemessage')).toBe('/news/12');
    expect(pageAddress('/about')).toBe('/about');
    expect(pageAddress('/?')).toBe('/');
  });
});

import { formatDocumentTitle, routeHandleOf } from './page-title';

describe('formatDocumentTitle', () => {
  it('puts the page before the site name', () => {
    expect(formatDocumentTitle({ title: '关于我们' }, '智动科技', '自动化')).toBe('关于我们 - 智动科技');
  });

  it('shows site name and description on the home page', () => {
    expect(formatDocumentTitle({ isHome: true }, '智动科技', '让自动化创造价值')).toBe('智动科技 - 让自动化创造价值');
    expect(formatDocumentTitle({ isHome: true }, '智动科技', '')).toBe('智动科技');
  });

  it('falls back to the page title alone without settings', () => {
    expect(formatDocumentTitle({ title: '关于我们' }, '', '')).toBe('关于我们');
  });

  it('leaves the title alone when there is nothing to say', () => {
    expect(formatDocumentTitle({ isHome: true }, '', '')).toBeUndefined();
    expect(formatDocumentTitle({}, '', '')).toBeUndefined();
  });
});

describe('routeHandleOf', () => {
  it('takes the deepest route that names itself', () => {
    const matches = [{ handle: undefined }, { handle: { title: '帮助中心' } }, { handle: { title: '新闻详情' } }];
    expect(routeHandleOf(matches)).toEqual({ title: '新闻详情' });
  });

  it('skips handles without a title', () => {
    expect(routeHandleOf([{ handle: { title: '产品中心' } }, { handle: { other: 1 } }, { handle: null }])).toEqual({
      title: '产品中心',
    });
  });

  it('recognises the home route', () => {
    expect(routeHandleOf([{}, { handle: { isHome: true } }])).toEqual({ isHome: true });
  });

  it('returns an empty handle when nothing matches', () => {
    expect(routeHandleOf([])).toEqual({});
  });
});

import { followRouteLinks } from './route-links';

describe('followRouteLinks', () => {
  let navigate: jest.Mock;
  let stop: () => void;

  beforeEach(() => {
    navigate = jest.fn();
    stop = followRouteLinks(navigate);
    window.history.replaceState(null, '', '/news?page=1');
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  /** Clicks inside the anchor built from `html`; answers whether the browser would still follow it. */
  function click(html: string, init: MouseEventInit = {}): boolean {
    document.body.innerHTML = html;
    const target = document.querySelector('span') ?? document.querySelector('a')!;
    return target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  }

  it('navigates in the app on a plain click inside a route link', () => {
    expect(click('<a data-route href="/products/3"><span>产品</span></a>')).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/products/3', { replace: false });
  });

  it('resolves a query-string link against the page and replaces the entry of the page already shown', () => {
    click('<a data-route href="?page=2">2</a>');
    expect(navigate).toHaveBeenLastCalledWith('/news?page=2', { replace: false });
    click('<a data-route href="?page=1">1</a>');
    expect(navigate).toHaveBeenLastCalledWith('/news?page=1', { replace: true });
  });

  it.each([
    ['a modifier key', '<a data-route href="/about">x</a>', { ctrlKey: true }],
    ['the middle button', '<a data-route href="/about">x</a>', { button: 1 }],
    ['a new tab', '<a data-route href="/about" target="_blank">x</a>', {}],
    ['a download', '<a data-route href="/about" download>x</a>', {}],
    ['another origin', '<a data-route href="https://example.com/about">x</a>', {}],
    ['a link that is not a route link', '<a href="/uploads/manual.pdf">x</a>', {}],
  ])('leaves %s to the browser', (_case, html, init) => {
    expect(click(html, init)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a click a handler already took', () => {
    document.body.innerHTML = '<a data-route href="/about">x</a>';
    const anchor = document.querySelector('a')!;
    anchor.addEventListener('click', (event) => event.preventDefault());
    anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops listening once stopped', () => {
    stop();
    expect(click('<a data-route href="/about">x</a>')).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});

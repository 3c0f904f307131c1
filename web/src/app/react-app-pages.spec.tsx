/**
 * @jest-environment node
 */
// react-router wants TextEncoder, which jsdom lacks; no DOM needed to match routes.
import { matchRoutes } from 'react-router-dom';
import { reactAppPages } from './react-app-pages';
import { createRoutes } from './router';
import { isServerRenderedPath } from './ssr/page-data';

const routes = createRoutes(reactAppPages);
const loadsReactApp = (pathname: string) => {
  const matches = matchRoutes(routes, pathname) ?? [];
  const element = matches.at(-1)?.route.element;
  return element === reactAppPages.admin || element === reactAppPages.categories.element;
};

describe('the public build and the gateway agree on which pages are the React app', () => {
  // A page the public build sends to the React app must never be one the gateway renders with the
  // public build: it would load itself again and again.
  it.each([
    ['/admin', true, false],
    ['/admin/', true, false],
    ['/admin/login', true, false],
    ['/Admin/Dashboard', true, false],
    ['/categories', true, false],
    ['/CATEGORIES', true, false],
    // The React app shows its 404 page here, as the public build does.
    ['/categories/5', false, false],
    ['/', false, true],
    ['/products', false, true],
    ['/products/3', false, true],
    ['/news/7', false, true],
    ['/administration', false, true],
    ['/no-such-page', false, true],
  ])('%s', (pathname, reactApp, serverRendered) => {
    expect({ pathname, reactApp: loadsReactApp(pathname), serverRendered: isServerRenderedPath(pathname) }).toEqual({
      pathname,
      reactApp,
      serverRendered,
    });
  });
});

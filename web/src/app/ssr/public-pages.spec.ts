/**
 * @jest-environment node
 */
import type { RouteObject } from 'react-router-dom';
import { createRoutes } from '../router';
import { isServerRenderedPath } from './page-data';
import { PUBLIC_PAGES } from './public-pages';

/** Every path the route table names, made absolute (`index` is its parent's). */
function routePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index
      ? parent || '/'
      : route.path
        ? `${route.path.startsWith('/') ? '' : `${parent}/`}${route.path}`
        : parent;
    return [...(route.index || route.path ? [path] : []), ...routePaths(route.children ?? [], path)];
  });
}

describe('PUBLIC_PAGES', () => {
  it('declares every page of the router the server renders, in its order', () => {
    const routes = createRoutes({ admin: null, categories: { path: 'categories' } });
    const rendered = routePaths(routes).filter((path) => path !== '/*' && isServerRenderedPath(path));
    expect(PUBLIC_PAGES.map((page) => page.path)).toEqual(rendered);
  });
});

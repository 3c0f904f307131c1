/**
 * @jest-environment node
 */
import type { RouteObject } from 'react-router-dom';
import { localePath, LOCALES, splitLocalePath } from '@site/contracts/locales';
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
  it('declares every page of the router the server renders, in its order, in every language', () => {
    const routes = createRoutes({ admin: null, categories: { path: 'categories' } });
    // A language's layout route and its home page share the prefix (`/en`).
    const paths = [...new Set(routePaths(routes))];
    for (const locale of LOCALES) {
      const rendered = paths.filter(
        (path) =>
          splitLocalePath(path).locale === locale && splitLocalePath(path).path !== '/*' && isServerRenderedPath(path),
      );
      expect({ locale, paths: PUBLIC_PAGES.map((page) => localePath(locale, page.path)) }).toEqual({
        locale,
        paths: rendered,
      });
    }
  });
});

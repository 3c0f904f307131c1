/** Route `handle` shape: a route that names itself gets `<title> - <siteName>` in the tab. */
export interface RouteHandle {
  /** In a route's handle, a key of the catalogues (`nav.about`); once translated, the words. */
  title?: string;
  /** The home page shows the site name (and description) instead of a page title. */
  isHome?: boolean;
  /** A lazy page's source module (`src/app/routes/about.tsx`): the server links its chunk and CSS. */
  module?: string;
}

interface MatchLike {
  handle?: unknown;
}

function asHandle(handle: unknown): RouteHandle | undefined {
  return typeof handle === 'object' && handle !== null ? handle : undefined;
}

/** The deepest matched route that declares a title wins. */
export function routeHandleOf(matches: readonly MatchLike[]): RouteHandle {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = asHandle(matches[i].handle);
    if (handle && (handle.title !== undefined || handle.isHome)) return handle;
  }
  return {};
}

export function formatDocumentTitle(
  handle: RouteHandle,
  siteName: string,
  siteDescription: string,
): string | undefined {
  if (handle.isHome) {
    if (!siteName) return undefined;
    return siteDescription ? `${siteName} - ${siteDescription}` : siteName;
  }
  if (!handle.title) return siteName || undefined;
  return siteName ? `${handle.title} - ${siteName}` : handle.title;
}

/** The handle with its title key in the page's language. */
export function translateHandle(handle: RouteHandle, t: (key: never) => string): RouteHandle {
  return handle.title ? { ...handle, title: (t as (key: string) => string)(handle.title) } : handle;
}

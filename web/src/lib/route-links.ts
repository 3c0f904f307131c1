import { splitLocalePath } from '@site/contracts/locales';

type Navigate = (to: string, options: { replace: boolean }) => unknown;

/**
 * One document listener that turns clicks on `RouteLink`s (`a[data-route]`) into client-side navigation,
 * as react-router's Link does: a plain left click on a link of this origin that opens in this tab. Any
 * other click (modifier keys, middle button, `target`, `download`, a handler that prevented it, a link
 * into another language) is left to the browser. A link to the page already shown replaces its history entry. Answers the un-listener.
 */
export function followRouteLinks(navigate: Navigate, doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[data-route]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const { location } = doc.defaultView ?? window;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin) return;
    // Another language is a page load: the app runs in one language, its words loaded before it started.
    if (splitLocalePath(url.pathname).locale !== splitLocalePath(location.pathname).locale) return;
    event.preventDefault();
    const to = url.pathname + url.search + url.hash;
    void navigate(to, { replace: to === location.pathname + location.search + location.hash });
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}

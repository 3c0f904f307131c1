import { isInternalLink } from '@site/contracts/site-links';
import type { AnchorHTMLAttributes } from 'react';
import { useLocalePath } from '../../lib/i18n';

type RouteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this app, absolute (`/products/3`) or a query string (`?page=2`). */
  to: string;
};

/**
 * A link to a public page, in the page's language (`/news/3` is `/en/news/3` on an English page): a
 * plain `<a href>` marked `data-route`, which `followRouteLinks` turns into client-side navigation.
 * Server rendering pays no router hooks for it: react-router's Link and NavLink were about a third of
 * an uncached /products render (25 links).
 */
export function RouteLink({ to, ...props }: RouteLinkProps) {
  const localePath = useLocalePath();
  return <a {...props} href={localePath(to)} data-route="" />;
}

/**
 * A link staff set (a page's button or card, a footer link): a page of this site through the router,
 * any other address in a new tab.
 */
export function SiteLink({ to, ...props }: RouteLinkProps) {
  if (isInternalLink(to)) return <RouteLink to={to} {...props} />;
  return <a {...props} href={to} target="_blank" rel="noopener noreferrer" />;
}

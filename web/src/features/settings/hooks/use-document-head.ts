import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatDocumentTitle, translateHandle, type RouteHandle } from '../../../lib/page-title';
import { usePublicSettings } from '../api/get-public-settings';

function setFavicon(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
}

/** Applies the site name and favicon from the settings to the tab. */
export function useDocumentHead(handle: RouteHandle): void {
  const { settings } = usePublicSettings();
  const { t } = useTranslation();
  const title = formatDocumentTitle(translateHandle(handle, t), settings.siteName, settings.siteDescription);

  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);

  useEffect(() => {
    if (settings.faviconUrl) setFavicon(settings.faviconUrl);
  }, [settings.faviconUrl]);
}

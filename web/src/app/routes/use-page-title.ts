import { useEffect } from 'react';
import { usePublicSettings } from '../../features/settings/api/get-public-settings';
import { formatDocumentTitle } from '../../lib/page-title';

/**
 * A title known only after loading (a product's name). The layout writes the route's fixed title in
 * its own effect, which React runs after this one (parents after children), so this one writes a
 * microtask later and wins.
 */
export function usePageTitle(title: string | undefined): void {
  const { settings } = usePublicSettings();
  const text = title ? formatDocumentTitle({ title }, settings.siteName, settings.siteDescription) : undefined;
  useEffect(() => {
    if (text === undefined) return;
    let active = true;
    queueMicrotask(() => {
      if (active) document.title = text;
    });
    return () => {
      active = false;
    };
  }, [text]);
}

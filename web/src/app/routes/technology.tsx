import { SitePage } from '../../features/pages/components/site-page';

/** `/technology`: the technology page's sections, as staff edit them (admin → 页面). */
export function TechnologyPage() {
  return <SitePage pageKey="technology" />;
}

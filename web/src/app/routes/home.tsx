import { SitePage } from '../../features/pages/components/site-page';

/** `/`: the home page's sections, as staff edit them (admin → 页面). */
export function HomePage() {
  return <SitePage pageKey="home" />;
}

import { SitePage } from '../../features/pages/components/site-page';

/** `/about`: the about page's sections, as staff edit them (admin → 页面). */
export function AboutPage() {
  return <SitePage pageKey="about" />;
}

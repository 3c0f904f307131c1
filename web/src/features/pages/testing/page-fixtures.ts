import { parsePageSections, type PageSection, type PageView } from '@site/contracts';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/api-server';
import type { SectionInput } from '../api/admin-pages';

/** Sections as the server stores them: parsed by the contracts, so the fixtures are valid pages. */
export function sections(input: unknown[]): PageSection[] {
  const parsed = parsePageSections({ sections: input });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.sections;
}

/** The home page as the editor loads it: a hero, cards an admin locked, and rich text. */
export const HOME: PageView = {
  key: 'home',
  title: '首页',
  sections: sections([
    {
      key: 'hero',
      type: 'hero',
      data: { title: '让自动化为你工作', buttons: [{ label: '了解产品', href: '/products' }] },
    },
    {
      key: 'capabilities',
      type: 'cards',
      locked: true,
      data: {
        title: '核心能力',
        items: [
          { icon: 'chip', title: '智能硬件', text: '自研控制器', href: '/technology' },
          { icon: 'cloud', title: '云端管理', text: '随时查看设备' },
        ],
      },
    },
    { key: 'story', type: 'richText', data: { title: '关于我们', html: '<p>公司故事</p>' } },
  ]),
  updated_at: '2026-11-20T08:00:00.000Z',
  updated_by: 'admin',
};

/**
 * The editor's calls: the preview answers `/preview/t<n>` for the n-th draft, a save answers the page
 * as sent. Each body sent is kept.
 */
export function servePage(page: PageView = HOME) {
  const previews: SectionInput[][] = [];
  const saves: SectionInput[][] = [];
  server.use(
    http.post(`/api/admin/pages/${page.key}/preview`, async ({ request }) => {
      previews.push(((await request.json()) as { sections: SectionInput[] }).sections);
      return HttpResponse.json({ url: `/preview/t${previews.length}`, expires_at: '2026-11-29T09:00:00.000Z' });
    }),
    http.put(`/api/pages/${page.key}`, async ({ request }) => {
      const sent = ((await request.json()) as { sections: SectionInput[] }).sections;
      saves.push(sent);
      return HttpResponse.json({
        ...page,
        sections: sections(sent),
        updated_at: '2026-11-29T08:00:00.000Z',
        updated_by: 'editor1',
      });
    }),
  );
  return { previews, saves };
}

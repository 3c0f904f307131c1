import { parsePageSections, type PageAdminView, type PageSection, type Publication } from '@site/contracts';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/api-server';
import type { SectionInput } from '../api/admin-pages';

/** Sections as the server stores them: parsed by the contracts, so the fixtures are valid pages. */
export function sections(input: unknown[]): PageSection[] {
  const parsed = parsePageSections({ sections: input });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.sections;
}

/** Where a page stands: live at version 3 with nothing pending, unless told otherwise. */
export const pagePublication = (overrides: Partial<Publication> = {}): Publication => ({
  state: 'published',
  version: 3,
  has_changes: false,
  publish_at: null,
  unpublish_at: null,
  published_at: '2026-11-20T08:00:00.000Z',
  updated_by: 'admin',
  updated_at: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

/** The home page as the editor loads it: a hero, cards an admin locked, and rich text. */
export const HOME: PageAdminView = {
  key: 'home',
  id: 1,
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
  publication: pagePublication(),
};

/** What a save asked besides its sections: `?publish=` and the version it started from. */
export interface SaveAsked {
  publish: string | null;
  version: number | undefined;
}

/**
 * The editor's calls: the preview answers `/preview/t<n>` for the n-th draft, a save answers the page
 * as sent, one version on (live if `?publish=true`, else with pending changes). Each body sent is kept.
 */
export function servePage(page: PageAdminView = HOME) {
  const previews: SectionInput[][] = [];
  const saves: SectionInput[][] = [];
  const asked: SaveAsked[] = [];
  let version = page.publication.version;
  server.use(
    http.post(`/api/admin/pages/${page.key}/preview`, async ({ request }) => {
      previews.push(((await request.json()) as { sections: SectionInput[] }).sections);
      return HttpResponse.json({ url: `/preview/t${previews.length}`, expires_at: '2026-11-29T09:00:00.000Z' });
    }),
    http.put(`/api/pages/${page.key}`, async ({ request }) => {
      const body = (await request.json()) as { sections: SectionInput[]; version?: number };
      const publish = new URL(request.url).searchParams.get('publish');
      saves.push(body.sections);
      asked.push({ publish, version: body.version });
      version += 1;
      const answer: PageAdminView = {
        ...page,
        sections: sections(body.sections),
        updated_at: '2026-11-29T08:00:00.000Z',
        updated_by: 'editor1',
        publication: pagePublication({
          version,
          has_changes: publish !== 'true',
          published_at: publish === 'true' ? '2026-11-29T08:00:00.000Z' : page.publication.published_at,
          updated_by: 'editor1',
          updated_at: '2026-11-29T08:00:00.000Z',
        }),
      };
      return HttpResponse.json(answer);
    }),
  );
  return { previews, saves, asked };
}

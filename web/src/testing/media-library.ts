import type { MediaView } from '@site/contracts';
import { http, HttpResponse } from 'msw';
import { server } from './api-server';

/** A media library record as `GET /api/media` answers it; the fields given replace the defaults. */
export const mediaFile = (fields: Partial<MediaView> & Pick<MediaView, 'id'>): MediaView => ({
  url: `/uploads/images/2026/11/0b6f3c9e-1234-4000-8000-00000000000${fields.id}.webp`,
  kind: 'image',
  content_type: 'image/webp',
  sha256: 'a'.repeat(64),
  width: 1200,
  height: 800,
  bytes: 87_347,
  file_name: `photo${fields.id}.jpg`,
  title: '',
  alt_text: '',
  translations: { en: null },
  tags: [],
  folder_id: null,
  uploaded_by: 1,
  used: 0,
  version: 1,
  trashed_at: null,
  created_at: '2026-11-28T08:00:00.000Z',
  updated_at: '2026-11-28T08:00:00.000Z',
  ...fields,
});

/**
 * `GET /api/media` over `files`, filtered by kind and searched as the server does (file name, title,
 * alt text); records each query string asked.
 */
export function serveLibrary(files: MediaView[]): { asked: string[] } {
  const asked: string[] = [];
  server.use(
    http.get('/api/media', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      const term = query.get('search') ?? '';
      const kind = query.get('kind');
      const found = files.filter(
        (m) => (!kind || m.kind === kind) && [m.file_name, m.title, m.alt_text].some((f) => f.includes(term)),
      );
      return HttpResponse.json({ items: found, total: found.length, page: 1, limit: 50, totalPages: 1 });
    }),
  );
  return { asked };
}

import type { MediaDetail, MediaFolderView, MediaPatch, MediaUsageView, MediaView } from '@site/contracts';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../testing/api-server';
import { mediaFile } from '../../../testing/media-library';

/** A record as the API answers it (the shared fixture). */
export const media = mediaFile;

export const FILES = [media({ id: 2, title: '工厂外景', alt_text: '厂区大门' }), media({ id: 1 })];
export const FOLDERS: MediaFolderView[] = [{ id: 7, name: '产品图', files: 0, created_at: '2026-11-28T08:00:00.000Z' }];

interface MediaApiOptions {
  usage?: MediaUsageView[];
  trash?: MediaView[];
  /** What the list says the total is (more than a page shows the pager). */
  total?: number;
  /** Files whose DELETE is refused (409 MEDIA_IN_USE) with this message. */
  inUse?: Record<number, string>;
}

/**
 * The library's API over `files`: the search filter as the server applies it; records the calls, and
 * the most PATCH or DELETE requests that were in flight at once.
 */
export function mediaApi(files: MediaView[] = FILES, options: MediaApiOptions = {}) {
  const { usage = [], trash = [], inUse = {} } = options;
  const asked: string[] = [];
  const patches: MediaPatch[] = [];
  const patched: [number, MediaPatch][] = [];
  const deleted: number[] = [];
  const restored: number[] = [];
  const writes = { now: 0, most: 0 };
  // Held a moment so overlapping requests overlap here too.
  const write = async <T>(answer: () => T | Promise<T>): Promise<T> => {
    writes.now++;
    writes.most = Math.max(writes.most, writes.now);
    await delay(5);
    writes.now--;
    return answer();
  };
  server.use(
    http.get('/api/media/trash', () =>
      HttpResponse.json({ items: trash, total: trash.length, page: 1, limit: 50, totalPages: 1 }),
    ),
    http.post('/api/media/:id/restore', ({ params }) => {
      restored.push(Number(params.id));
      return HttpResponse.json({ ...trash.find((m) => m.id === Number(params.id))!, trashed_at: null });
    }),
    http.get('/api/media', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      const term = query.get('search') ?? '';
      const found = files.filter((m) => [m.file_name, m.title, m.alt_text].some((f) => f.includes(term)));
      const total = options.total ?? found.length;
      return HttpResponse.json({ items: found, total, page: 1, limit: 50, totalPages: Math.ceil(total / 50) });
    }),
    http.get('/api/media/folders', () => HttpResponse.json(FOLDERS)),
    http.get('/api/media/:id', ({ params }) => {
      const file = files.find((m) => m.id === Number(params.id))!;
      return HttpResponse.json({ ...file, usage } satisfies MediaDetail);
    }),
    http.patch('/api/media/:id', async ({ params, request }) => {
      const patch = (await request.json()) as MediaPatch;
      patches.push(patch);
      patched.push([Number(params.id), patch]);
      const file = files.find((m) => m.id === Number(params.id))!;
      return write(() => HttpResponse.json({ ...file, ...patch }));
    }),
    http.delete('/api/media/:id', ({ params }) =>
      write(() => {
        const id = Number(params.id);
        if (inUse[id]) return HttpResponse.json({ error: inUse[id], code: 'MEDIA_IN_USE' }, { status: 409 });
        deleted.push(id);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  );
  return { asked, patches, patched, deleted, restored, writes };
}

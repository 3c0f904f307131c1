import { ContentEvents, Errors, newsInputSchema, type SessionUser } from '@site/contracts';
import { type EventBus, ServiceException } from '@site/service-kit';
import { MediaService } from '../media/media.service';
import type { NewsCategoriesClient } from './news-categories.client';
import type { NewsRepository } from './news.repository';
import { authorOf, NewsService } from './news.service';
import type { NewsRow } from './news-view';

const LIBRARY_IMAGE = '/uploads/images/2026/01/1b7e3c4e-2a54-4a6f-9a55-3c6f1f1e2d3a.jpg';
const UNDESCRIBED = '/uploads/images/2026/01/2b7e3c4e-2a54-4a6f-9a55-3c6f1f1e2d3a.png';
const editor: SessionUser = { id: 7, username: 'editor', name: '王编辑', role: 'editor' };

const row = (over: Partial<NewsRow> = {}): NewsRow => ({
  id: 1,
  title: '标题',
  author: '王编辑',
  userId: 7,
  categoryId: 3,
  coverImage: null,
  coverAlt: null,
  summary: '摘要',
  publishedAt: new Date('2025-06-01T00:00:00Z'),
  views: 0,
  createdAt: new Date('2025-06-01T00:00:00Z'),
  updatedAt: new Date('2025-06-01T00:00:00Z'),
  content: '<p>正文</p>',
  seoTitle: '',
  seoDescription: '',
  ...over,
});

function setup(existing: NewsRow = row()) {
  const tx = {
    lock: jest.fn(() => Promise.resolve(existing)),
    insert: jest.fn(() => Promise.resolve(existing.id)),
    update: jest.fn(() => Promise.resolve()),
    delete: jest.fn(() => Promise.resolve()),
    // No key in these tests: the create runs once (the keyed path is a medium test).
    createOnce: jest.fn(async (_request: unknown, insert: () => Promise<number>) => ({
      id: await insert(),
      created: true,
    })),
  };
  const repository = {
    findById: jest.fn(() => Promise.resolve(existing)),
    transaction: jest.fn((work: (t: typeof tx) => Promise<unknown>) => work(tx)),
  };
  const categories = {
    requireNewsCategory: jest.fn((id: number) =>
      Promise.resolve({ id, name: '公司新闻', slug: 'x', parent_id: null, type: 'news', created_at: '' }),
    ),
    names: jest.fn((ids: number[]) => Promise.resolve(new Map(ids.map((id) => [id, '公司新闻'])))),
  };
  const events = { publish: jest.fn(() => Promise.resolve()) };
  // The media library holds one picture, with alt text; its alt-text rule is the real one.
  const library = Object.assign(Object.create(MediaService.prototype) as MediaService, {
    describe: jest.fn((urls: string[]) =>
      Promise.resolve(
        new Map(
          urls
            .filter((url) => url === LIBRARY_IMAGE)
            .map((url) => [url, { fileName: '展厅.jpg', altText: '展厅全景' }]),
        ),
      ),
    ),
  });
  const service = new NewsService(
    repository as unknown as NewsRepository,
    categories as unknown as NewsCategoriesClient,
    events as unknown as EventBus,
    library,
  );
  return { service, tx, repository, categories, events, library };
}

const input = (over: Record<string, unknown> = {}) =>
  newsInputSchema.parse({ title: '新品发布', category: 3, content: '<p>正文</p>', ...over });

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceException);
  return (error as ServiceException).payload;
};

describe('NewsService rules', () => {
  it('takes the author and user_id from the signed-in user, never from the body', async () => {
    const { service, tx } = setup();
    await service.create(editor, input({ author: '冒名者', user_id: 99 }));
    expect(tx.insert).toHaveBeenCalledWith(expect.objectContaining({ author: '王编辑', userId: 7 }));
    expect(authorOf({ ...editor, name: '  ' })).toBe('editor');
  });

  it('makes an empty summary from the content text, and keeps a written one as plain text', async () => {
    const { service, tx } = setup();
    const long = '这是一段很长的新闻内容。'.repeat(20);
    await service.create(editor, input({ content: `<h2>标题</h2><p>${long}</p>`, summary: '' }));
    const made = (tx.insert.mock.calls[0] as unknown as [{ summary: string }])[0].summary;
    expect(made).toBe(`${`标题 ${long}`.slice(0, 150)}...`);
    await service.create(editor, input({ summary: '<b>人工</b>摘要' }));
    expect((tx.insert.mock.calls[1] as unknown as [{ summary: string }])[0].summary).toBe('人工摘要');
  });

  it('sanitises the content on write', async () => {
    const { service, tx } = setup();
    await service.create(editor, input({ content: '<p onclick="x()">好<script>alert(1)</script></p>' }));
    expect((tx.insert.mock.calls[0] as unknown as [{ content: string }])[0].content).toBe('<p>好</p>');
  });

  it('refuses content with nothing left after sanitising (内容不能为空), before asking the catalog', async () => {
    const { service, tx, categories } = setup();
    for (const content of ['<script>alert(1)</script>', '<p></p>', '<p><br></p>', '<iframe src="x"></iframe>']) {
      expect(await refusal(service.create(editor, input({ content })))).toMatchObject({
        status: 400,
        message: '内容不能为空',
      });
    }
    expect(categories.requireNewsCategory).not.toHaveBeenCalled();
    expect(tx.insert).not.toHaveBeenCalled();
  });

  it('needs a news category: what the catalog refuses is never written', async () => {
    const { service, tx, categories } = setup();
    categories.requireNewsCategory.mockRejectedValueOnce(new ServiceException(Errors.newsCategoryWrongType()));
    expect(await refusal(service.create(editor, input()))).toMatchObject({ status: 400 });
    expect(tx.insert).not.toHaveBeenCalled();
  });

  it('announces a created article after the commit', async () => {
    const { service, events } = setup();
    const view = await service.create(editor, input());
    expect(events.publish).toHaveBeenCalledWith(ContentEvents.newsCreated, { id: 1, categoryId: 3 });
    expect(view).toMatchObject({ id: 1, category: 3, category_id: 3, category_name: '公司新闻' });
  });

  it('keeps author, user_id and the category check off an edit that keeps the category', async () => {
    const { service, tx, categories } = setup(row({ author: '原作者', userId: 2 }));
    await service.update(1, input({ author: '别人' }));
    expect(categories.requireNewsCategory).not.toHaveBeenCalled();
    expect(tx.update).toHaveBeenCalledWith(1, expect.not.objectContaining({ author: expect.anything() }));
    await service.update(1, input({ category: 4 }));
    expect(categories.requireNewsCategory).toHaveBeenCalledWith(4);
  });

  it('announces an edit and the uploads the article shows after the commit', async () => {
    const cover = '/uploads/images/2026/01/0b7e3c4e-2a54-4a6f-9a55-3c6f1f1e2d3a.webp';
    const { service, events } = setup(row({ coverImage: cover }));
    await service.update(1, input({ cover_image: cover, cover_alt: '封面' }));
    expect(events.publish).toHaveBeenCalledWith(ContentEvents.newsUpdated, { id: 1, categoryId: 3 });
    expect(events.publish).toHaveBeenLastCalledWith(
      ContentEvents.mediaUsageReported,
      expect.objectContaining({ kind: 'news', id: '1', references: [{ url: cover, field: 'cover_image' }] }),
    );
  });

  it('answers 404 新闻不存在 for a missing article, and writes nothing', async () => {
    const { service, repository, tx, events } = setup();
    repository.findById.mockResolvedValue(null as never);
    tx.lock.mockResolvedValue(null as never);
    for (const attempt of [service.get(9), service.update(9, input()), service.remove(9)]) {
      expect(await refusal(attempt)).toMatchObject({ status: 404, message: '新闻不存在' });
    }
    expect(tx.update).not.toHaveBeenCalled();
    expect(tx.delete).not.toHaveBeenCalled();
    expect(events.publish).not.toHaveBeenCalled();
  });

  it('announces a deleted article, and that it shows no uploads now', async () => {
    const cover = '/uploads/images/2026/01/0b7e3c4e-2a54-4a6f-9a55-3c6f1f1e2d3a.png';
    const { service, events } = setup(row({ coverImage: cover }));
    await service.remove(1);
    expect(events.publish).toHaveBeenCalledWith(ContentEvents.newsDeleted, { id: 1, categoryId: 3 });
    expect(events.publish).toHaveBeenLastCalledWith(
      ContentEvents.mediaUsageReported,
      expect.objectContaining({ kind: 'news', id: '1', label: '', references: [] }),
    );
  });

  describe('alt text on every image', () => {
    const stored = (tx: ReturnType<typeof setup>['tx']) =>
      (tx.insert.mock.calls[0] as unknown as [{ coverAlt: string | null; content: string }])[0];

    it('refuses a body image without an alt attribute, naming it, and writes nothing', async () => {
      const { service, tx, categories } = setup();
      const content = `<p>正文</p><img src="${UNDESCRIBED}" alt="图一"><img src="${LIBRARY_IMAGE}">`;
      expect(await refusal(service.create(editor, input({ content })))).toMatchObject({
        status: 400,
        code: 'IMAGE_ALT_MISSING',
        message: expect.stringContaining('图片「展厅.jpg」缺少替代文本'),
      });
      const outside = `<p>正文</p><img src="https://cdn.example.com/a/%E5%9B%BE.png?x=1">`;
      expect(await refusal(service.create(editor, input({ content: outside })))).toMatchObject({
        message: expect.stringContaining('图片「图.png」'),
      });
      expect(categories.requireNewsCategory).not.toHaveBeenCalled();
      expect(tx.insert).not.toHaveBeenCalled();
    });

    it('takes alt="" as a decorative image', async () => {
      const { service, tx } = setup();
      await service.create(editor, input({ content: `<p>正文</p><img src="${UNDESCRIBED}" alt="">` }));
      expect(stored(tx).content).toContain('alt=""');
    });

    it("gives a cover the library's alt text unless the article gives its own; '' is decorative", async () => {
      const { service, tx } = setup();
      await service.create(editor, input({ cover_image: LIBRARY_IMAGE }));
      await service.create(editor, input({ cover_image: LIBRARY_IMAGE, cover_alt: '新展厅开幕' }));
      await service.create(editor, input({ cover_image: UNDESCRIBED, cover_alt: '' }));
      await service.create(editor, input({ cover_image: null, cover_alt: '无封面' }));
      const alts = tx.insert.mock.calls.map((call) => (call as unknown as [{ coverAlt: string | null }])[0].coverAlt);
      expect(alts).toEqual(['展厅全景', '新展厅开幕', '', null]);
    });

    it('refuses a cover with no alt text here or in the library, on create and on edit', async () => {
      const { service, tx } = setup();
      for (const attempt of [
        service.create(editor, input({ cover_image: UNDESCRIBED })),
        service.update(1, input({ cover_image: UNDESCRIBED, cover_alt: null })),
      ]) {
        expect(await refusal(attempt)).toMatchObject({
          status: 400,
          message: expect.stringContaining('图片「封面：2b7e3c4e-2a54-4a6f-9a55-3c6f1f1e2d3a.png」缺少替代文本'),
        });
      }
      expect(tx.insert).not.toHaveBeenCalled();
      expect(tx.update).not.toHaveBeenCalled();
    });

    it('does not ask the library when every image has its alt text', async () => {
      const { service, library } = setup();
      await service.create(editor, input({ cover_image: UNDESCRIBED, cover_alt: '封面', content: '<p>纯文字</p>' }));
      expect(library.describe).not.toHaveBeenCalled();
    });
  });
});

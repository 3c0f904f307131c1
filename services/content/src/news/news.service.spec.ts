import { ContentEvents, Errors, newsInputSchema, type NewsInput, type SessionUser } from '@site/contracts';
import { type Done, type EventBus, ServiceException, type ServiceConfig } from '@site/service-kit';
import { MediaService } from '../media/media.service';
import type { NewsCategoriesClient } from './news-categories.client';
import { NewsPublishingService } from './news-publishing.service';
import type { NewsRepository } from './news.repository';
import type { NewsTranslationsRepository } from './news-translations.repository';
import { authorOf, NewsService } from './news.service';
import type { NewsRow } from './news-view';

const LIBRARY_IMAGE = '/uploads/images/2026/01/1b7e3c4e-2a54-4a6f-9a55-3c6f1f1e2d3a.jpg';
const UNDESCRIBED = '/uploads/images/2026/01/2b7e3c4e-2a54-4a6f-9a55-3c6f1f1e2d3a.png';
const editor: SessionUser = { id: 7, username: 'editor', name: '王编辑', role: 'editor' };

const input = (over: Record<string, unknown> = {}): NewsInput =>
  newsInputSchema.parse({ title: '新品发布', category: 3, content: '<p>正文</p>', ...over });

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
  state: 'draft',
  version: 1,
  draft: null,
  publishAt: null,
  unpublishAt: null,
  lastPublishedAt: null,
  publishedRevisionId: null,
  updatedBy: '王编辑',
  savedAt: new Date('2025-06-01T00:00:00Z'),
  ...over,
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceException);
  return (error as ServiceException).payload;
};

/** The repository, one transaction's rows and the catalog, faked; every call lands in `calls`, in order. */
function fakes(existing: NewsRow | null) {
  const calls: string[] = [];
  const manager = {
    query: jest.fn((sql: string) => {
      calls.push(`sql ${sql.trim().split(/\s+/).slice(0, 3).join(' ')}`);
      return Promise.resolve([{ id: 41 }]);
    }),
  };
  const tx = {
    manager,
    lock: jest.fn(() => Promise.resolve(existing)),
    insert: jest.fn((_news: Record<string, unknown>) => {
      calls.push('insert');
      return Promise.resolve(existing?.id ?? 1);
    }),
    delete: jest.fn(() => {
      calls.push('delete');
      return Promise.resolve();
    }),
    writeColumns: jest.fn((_id: number, _fields: Record<string, unknown>) => {
      calls.push('writeColumns');
      return Promise.resolve();
    }),
    setPublishing: jest.fn((_id: number, _changes: Record<string, unknown>) => {
      calls.push('setPublishing');
      return Promise.resolve((existing?.version ?? 1) + 1);
    }),
    setPublishedRevision: jest.fn(() => Promise.resolve()),
    // No key in these tests: the create runs once (the keyed path is a medium test).
    createOnce: jest.fn(async (_request: unknown, insert: () => Promise<number>) => ({
      id: await insert(),
      created: true,
    })),
  };
  const repository = {
    manager,
    findById: jest.fn(() => Promise.resolve(existing)),
    findAny: jest.fn(() => Promise.resolve(existing)),
    transaction: jest.fn(async (work: (t: typeof tx) => Promise<unknown>) => {
      calls.push('begin');
      const result = await work(tx);
      calls.push('commit');
      return result;
    }),
  };
  const categories = {
    requireNewsCategory: jest.fn((id: number) =>
      Promise.resolve({ id, name: '公司新闻', slug: 'x', parent_id: null, type: 'news', created_at: '' }),
    ),
    names: jest.fn((ids: number[]) => Promise.resolve(new Map(ids.map((id) => [id, '公司新闻'])))),
  };
  const events = {
    publish: jest.fn((event: { subject: string }, _payload: unknown) => {
      calls.push(`event ${event.subject}`);
      return Promise.resolve();
    }),
  };
  return { calls, manager, tx, repository, categories, events };
}

describe('NewsService rules', () => {
  /**
   * NewsService over fakes, with a small fake of the publishing service: the lock, the version check,
   * revisions and publishing itself are PublishingWorkflow's (workflow.spec.ts).
   */
  function setup(existing: NewsRow | null = row()) {
    const f = fakes(existing);
    const publishing = {
      adminView: jest.fn((id: number) => Promise.resolve({ id })),
      created: jest.fn((_tx: unknown, id: number, _draft: NewsInput, _actor: SessionUser, publish: boolean) => {
        f.calls.push(`created${publish ? ' and published' : ''}`);
        const done: Done[] = publish
          ? [{ event: ContentEvents.newsPublished, payload: { id, categoryId: 3 }, id }]
          : [];
        return Promise.resolve(done);
      }),
      announce: jest.fn((done: Done[]) => {
        f.calls.push(`announce ${done.length}`);
        return Promise.resolve();
      }),
      save: jest.fn((_id: number, _draft: NewsInput, _actor: SessionUser, _version?: number, _publish?: boolean) => {
        f.calls.push('save');
        return Promise.resolve();
      }),
      publish: jest.fn(() => Promise.resolve()),
      forget: jest.fn((_tx: unknown, _id: number) => {
        f.calls.push('forget');
        return Promise.resolve();
      }),
      reportUsage: jest.fn(() => {
        f.calls.push('reportUsage');
        return Promise.resolve();
      }),
    };
    // As PublishingService's: the save, then the view beside the saved event.
    const saveAndView = jest.fn(
      async (
        id: number,
        draft: NewsInput,
        actor: SessionUser,
        { version, publish }: { version?: number; publish?: boolean },
        saved: () => Promise<void>,
      ) => {
        await publishing.save(id, draft, actor, version, publish);
        const [view] = await Promise.all([publishing.adminView(id), saved()]);
        return view;
      },
    );
    const service = new NewsService(
      f.repository as unknown as NewsRepository,
      f.categories as unknown as NewsCategoriesClient,
      f.events as unknown as EventBus,
      { ...publishing, saveAndView } as unknown as NewsPublishingService,
      // The Chinese articles' rules only: no translation is read.
      {} as NewsTranslationsRepository,
    );
    const inserted = (n = 0) =>
      f.tx.insert.mock.calls[n][0] as { summary: string; content: string; draft: NewsInput; [key: string]: unknown };
    const saved = (n = 0) => publishing.save.mock.calls[n][1];
    return { service, publishing, inserted, saved, ...f };
  }

  it('takes the author and user_id from the signed-in user, never from the body', async () => {
    const { service, tx, publishing, saved } = setup();
    await service.create(editor, input({ author: '冒名者', user_id: 99 }));
    expect(tx.insert).toHaveBeenCalledWith(
      expect.objectContaining({ author: '王编辑', userId: 7, updatedBy: '王编辑' }),
    );
    expect(publishing.created).toHaveBeenCalledWith(
      tx,
      1,
      expect.not.objectContaining({ author: '冒名者' }),
      editor,
      false,
    );
    await service.update(1, editor, input({ author: '别人', user_id: 99 }));
    expect(saved()).not.toHaveProperty('author');
    expect(saved()).not.toHaveProperty('user_id');
    expect(authorOf({ ...editor, name: '  ' })).toBe('editor');
    expect(authorOf({ ...editor, name: '长'.repeat(150) })).toBe('长'.repeat(100));
  });

  it('stores a new article as a draft, its first revision in the same transaction, and publishes only when asked', async () => {
    const { service, inserted, tx, publishing, calls } = setup();
    expect(await service.create(editor, input())).toEqual({ id: 1 });
    expect(inserted().draft).toMatchObject({ title: '新品发布', category: 3, content: '<p>正文</p>' });
    expect(publishing.created).toHaveBeenCalledWith(tx, 1, inserted().draft, editor, false);
    expect(publishing.announce).toHaveBeenCalledWith([]);
    expect(calls).toEqual([
      'begin',
      'insert',
      'created',
      'commit',
      'event content.news.created',
      'reportUsage',
      'announce 0',
    ]);

    calls.length = 0;
    expect(await service.create(editor, input(), null, true)).toEqual({ id: 1 });
    expect(publishing.created).toHaveBeenLastCalledWith(
      tx,
      1,
      expect.objectContaining({ title: '新品发布' }),
      editor,
      true,
    );
    // Published inside the create's transaction, announced only after the commit and the created event.
    expect(publishing.announce).toHaveBeenLastCalledWith([
      { event: ContentEvents.newsPublished, payload: { id: 1, categoryId: 3 }, id: 1 },
    ]);
    expect(calls).toEqual([
      'begin',
      'insert',
      'created and published',
      'commit',
      'event content.news.created',
      'reportUsage',
      'announce 1',
    ]);
    expect(publishing.publish).not.toHaveBeenCalled();
  });

  it('announces nothing when the create’s transaction fails (a publish refused refuses the create)', async () => {
    const { service, publishing, events } = setup();
    publishing.created.mockRejectedValueOnce(new ServiceException(Errors.newsCategoryNotFound()));
    expect(await refusal(service.create(editor, input(), null, true))).toMatchObject({ status: 400 });
    expect(events.publish).not.toHaveBeenCalled();
    expect(publishing.reportUsage).not.toHaveBeenCalled();
    expect(publishing.announce).not.toHaveBeenCalled();
  });

  it('makes an empty summary from the content text, and keeps a written one as plain text', async () => {
    const { service, inserted, saved } = setup();
    const long = '这是一段很长的新闻内容。'.repeat(20);
    await service.create(editor, input({ content: `<h2>标题</h2><p>${long}</p>`, summary: '' }));
    expect(inserted(0).summary).toBe(`${`标题 ${long}`.slice(0, 150)}...`);
    // The draft keeps '' (made again from its content when it changes).
    expect(inserted(0).draft.summary).toBe('');
    await service.create(editor, input({ summary: '<b>人工</b>摘要' }));
    expect(inserted(1).summary).toBe('人工摘要');
    expect(inserted(1).draft.summary).toBe('人工摘要');
    await service.update(1, editor, input({ summary: '<i>改</i>过' }));
    expect(saved().summary).toBe('改过');
  });

  it('sanitises the content on write, in the columns and the draft', async () => {
    const { service, inserted, saved } = setup();
    await service.create(editor, input({ content: '<p onclick="x()">好<script>alert(1)</script></p>' }));
    expect(inserted().content).toBe('<p>好</p>');
    expect(inserted().draft.content).toBe('<p>好</p>');
    await service.update(1, editor, input({ content: '<p>改<img src=x onerror=alert(1) alt="">了</p>' }));
    expect(saved().content).not.toMatch(/onerror|alert/);
    expect(saved().content).toContain('改');
  });

  it('saves a draft whose pictures lack alt text: alt text is checked on publish', async () => {
    const { service, inserted } = setup();
    await service.create(editor, input({ content: `<p>正文</p><img src="${UNDESCRIBED}">`, cover_image: UNDESCRIBED }));
    expect(inserted().draft).toMatchObject({ cover_image: UNDESCRIBED, cover_alt: null });
  });

  it('refuses content with nothing left after sanitising (内容不能为空), before asking the catalog', async () => {
    const { service, tx, categories, repository, publishing } = setup();
    for (const content of ['<script>alert(1)</script>', '<p></p>', '<p><br></p>', '<iframe src="x"></iframe>']) {
      expect(await refusal(service.create(editor, input({ content })))).toMatchObject({
        status: 400,
        message: '内容不能为空',
      });
      expect(await refusal(service.update(1, editor, input({ content })))).toMatchObject({ status: 400 });
    }
    expect(categories.requireNewsCategory).not.toHaveBeenCalled();
    expect(repository.findAny).not.toHaveBeenCalled();
    expect(tx.insert).not.toHaveBeenCalled();
    expect(publishing.created).not.toHaveBeenCalled();
    expect(publishing.save).not.toHaveBeenCalled();
  });

  it('needs a news category: what the catalog refuses is never written', async () => {
    const { service, tx, categories, events, publishing } = setup();
    categories.requireNewsCategory.mockRejectedValue(new ServiceException(Errors.newsCategoryWrongType()));
    expect(await refusal(service.create(editor, input()))).toMatchObject({ status: 400 });
    expect(await refusal(service.update(1, editor, input({ category: 4 })))).toMatchObject({ status: 400 });
    expect(categories.requireNewsCategory).toHaveBeenCalledWith(4);
    expect(tx.insert).not.toHaveBeenCalled();
    expect(publishing.save).not.toHaveBeenCalled();
    expect(events.publish).not.toHaveBeenCalled();
  });

  it('asks the catalog on an edit only when the working copy’s category changes', async () => {
    // Published under 3, with a draft moved to 5: the working copy's category is 5.
    const { service, categories, publishing } = setup(
      row({ state: 'published', draft: { ...input({ category: 5 }) } }),
    );
    await service.update(1, editor, input({ category: 5 }));
    expect(categories.requireNewsCategory).not.toHaveBeenCalled();
    await service.update(1, editor, input({ category: 3 }));
    expect(categories.requireNewsCategory).toHaveBeenCalledWith(3);
    expect(publishing.save).toHaveBeenCalledTimes(2);
  });

  it('hands an edit to the workflow with the version it started from, then announces it', async () => {
    const existing = row({ version: 4, author: '原作者', userId: 2 });
    const { service, publishing, tx, repository, calls } = setup(existing);
    expect(await service.update(1, editor, input({ title: '改了' }), 4)).toEqual({ id: 1 });
    expect(publishing.save).toHaveBeenCalledWith(1, expect.objectContaining({ title: '改了' }), editor, 4, false);
    // The lock, the version check and the revision are the workflow's, in its own transaction.
    expect(repository.transaction).not.toHaveBeenCalled();
    expect(tx.insert).not.toHaveBeenCalled();
    expect(publishing.publish).not.toHaveBeenCalled();
    expect(calls).toEqual(['save', 'event content.news.updated']);
    expect(publishing.adminView).toHaveBeenCalledWith(1);

    // 保存并发布: the same save, asked to publish too (in its transaction, not as a second call).
    await service.update(1, editor, input(), undefined, true);
    expect(publishing.save).toHaveBeenLastCalledWith(
      1,
      expect.objectContaining({ title: '新品发布' }),
      editor,
      undefined,
      true,
    );
    expect(publishing.publish).not.toHaveBeenCalled();
  });

  it('announces no update when the workflow refuses the save', async () => {
    const { service, publishing, events } = setup(row({ version: 5, updatedBy: '李编辑' }));
    publishing.save.mockRejectedValueOnce(new ServiceException(Errors.staleVersion('李编辑', '2025-06-01 08:00:00')));
    expect(await refusal(service.update(1, editor, input(), 4, true))).toMatchObject({
      status: 409,
      code: 'STALE_VERSION',
    });
    expect(events.publish).not.toHaveBeenCalled();
    expect(publishing.adminView).not.toHaveBeenCalled();
  });

  it('announces a created article after the commit, then the uploads it shows', async () => {
    const { service, calls, events, publishing } = setup();
    await service.create(editor, input({ category: 3 }));
    expect(events.publish).toHaveBeenCalledWith(ContentEvents.newsCreated, { id: 1, categoryId: 3 });
    expect(publishing.reportUsage).toHaveBeenCalledWith(1);
    expect(calls.slice(calls.indexOf('commit'))).toEqual([
      'commit',
      'event content.news.created',
      'reportUsage',
      'announce 0',
    ]);
  });

  it('answers 404 新闻不存在 for a missing article, and writes nothing', async () => {
    const { service, tx, events, publishing } = setup(null);
    for (const attempt of [service.get(9), service.update(9, editor, input()), service.remove(9)]) {
      expect(await refusal(attempt)).toMatchObject({ status: 404, message: '新闻不存在' });
    }
    expect(publishing.save).not.toHaveBeenCalled();
    expect(tx.delete).not.toHaveBeenCalled();
    expect(publishing.forget).not.toHaveBeenCalled();
    expect(publishing.reportUsage).not.toHaveBeenCalled();
    expect(events.publish).not.toHaveBeenCalled();
  });

  it('deletes an article with its history and preview links, then announces it and its uploads', async () => {
    const { service, calls, tx, events, publishing } = setup(row({ categoryId: 6 }));
    await service.remove(1);
    expect(publishing.forget).toHaveBeenCalledWith(tx, 1);
    expect(events.publish).toHaveBeenCalledWith(ContentEvents.newsDeleted, { id: 1, categoryId: 6 });
    expect(publishing.reportUsage).toHaveBeenCalledWith(1);
    expect(calls).toEqual(['begin', 'delete', 'forget', 'commit', 'event content.news.deleted', 'reportUsage']);
  });
});

describe('NewsPublishingService: alt text on every image, checked on publish', () => {
  /** A draft as stored (cleaned), on a row that was never published. */
  function setup(draft: Record<string, unknown>, over: Partial<NewsRow> = {}) {
    const existing = row({ draft: { ...input(draft) }, ...over });
    const f = fakes(existing);
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
    const service = new NewsPublishingService(
      f.repository as unknown as NewsRepository,
      { listFor: () => Promise.resolve([]) } as unknown as NewsTranslationsRepository,
      f.categories as unknown as NewsCategoriesClient,
      f.events as unknown as EventBus,
      library,
      { PUBLISH_POLL_MS: 60_000 } as ServiceConfig,
    );
    const columns = () => f.tx.writeColumns.mock.calls[0][1] as { coverAlt: string | null; content: string };
    return { service, library, columns, ...f };
  }

  it('refuses a body image without an alt attribute, naming it, and writes nothing', async () => {
    const content = `<p>正文</p><img src="${UNDESCRIBED}" alt="图一"><img src="${LIBRARY_IMAGE}">`;
    const { service, tx, categories, events } = setup({ content });
    expect(await refusal(service.publish(1, editor))).toMatchObject({
      status: 400,
      code: 'IMAGE_ALT_MISSING',
      message: expect.stringContaining('图片「展厅.jpg」缺少替代文本') as string,
    });
    expect(categories.requireNewsCategory).not.toHaveBeenCalled();
    expect(tx.writeColumns).not.toHaveBeenCalled();
    expect(tx.setPublishing).not.toHaveBeenCalled();
    expect(events.publish).not.toHaveBeenCalled();

    const outside = setup({ content: `<p>正文</p><img src="https://cdn.example.com/a/%E5%9B%BE.png?x=1">` });
    expect(await refusal(outside.service.publish(1, editor))).toMatchObject({
      message: expect.stringContaining('图片「图.png」') as string,
    });
  });

  it('takes alt="" as a decorative image', async () => {
    const { service, columns, events } = setup({ content: `<p>正文</p><img src="${UNDESCRIBED}" alt="">` });
    await service.publish(1, editor);
    expect(columns().content).toContain('alt=""');
    expect(events.publish).toHaveBeenCalledWith(ContentEvents.newsPublished, { id: 1, categoryId: 3 });
  });

  it.each([
    ["the library's alt text when the article gives none", { cover_image: LIBRARY_IMAGE }, '展厅全景'],
    ['its own alt text', { cover_image: LIBRARY_IMAGE, cover_alt: '新展厅开幕' }, '新展厅开幕'],
    ["'' as decorative", { cover_image: UNDESCRIBED, cover_alt: '' }, ''],
    ['none without a cover', { cover_image: null, cover_alt: '无封面' }, null],
  ])('gives a published cover %s', async (_name, draft, alt) => {
    const { service, columns } = setup(draft);
    await service.publish(1, editor);
    expect(columns().coverAlt).toBe(alt);
  });

  it('refuses a cover with no alt text here or in the library, on publish and on schedule', async () => {
    const { service, tx } = setup({ cover_image: UNDESCRIBED, cover_alt: null });
    for (const attempt of [service.publish(1, editor), service.schedule(1, editor, '2099-01-01T00:00:00.000Z', null)]) {
      expect(await refusal(attempt)).toMatchObject({
        status: 400,
        code: 'IMAGE_ALT_MISSING',
        message: expect.stringContaining(
          '图片「封面：2b7e3c4e-2a54-4a6f-9a55-3c6f1f1e2d3a.png」缺少替代文本',
        ) as string,
      });
    }
    expect(tx.writeColumns).not.toHaveBeenCalled();
    expect(tx.setPublishing).not.toHaveBeenCalled();
  });

  it('does not ask the library when every image has its alt text', async () => {
    const { service, library } = setup({
      cover_image: UNDESCRIBED,
      cover_alt: '封面',
      content: `<p>图文</p><img src="${UNDESCRIBED}" alt="说明">`,
    });
    await service.publish(1, editor);
    expect(library.describe).not.toHaveBeenCalled();
  });

  it('asks the catalog for the category before a first publish, and refuses a missing one', async () => {
    const { service, categories, tx } = setup({});
    categories.requireNewsCategory.mockRejectedValue(new ServiceException(Errors.newsCategoryNotFound()));
    expect(await refusal(service.publish(1, editor))).toMatchObject({ status: 400 });
    expect(categories.requireNewsCategory).toHaveBeenCalledWith(3);
    expect(tx.writeColumns).not.toHaveBeenCalled();
  });
});

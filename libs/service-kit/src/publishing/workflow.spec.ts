import { Logger } from '@nestjs/common';
import { ContentEvents, Errors, type SessionUser } from '@site/contracts';
import type { EntityManager } from 'typeorm';
import type { EventBus } from '../event-bus';
import { ServiceException } from '../service-exception';
import type { PublishingChanges } from './publishing.entity';
import { type PublishingRecords, type PublishingTx, PublishingWorkflow, type WorkflowRow } from './workflow';

/** A record type with two columns; its input's shape is the same two fields. */
interface Fields {
  title: string;
  body: string;
}
type Row = WorkflowRow & Fields;

interface Revision {
  id: number;
  recordId: number;
  action: string;
  version: number;
  fields: Record<string, unknown>;
  actorId: number | null;
  actorName: string;
}

interface State {
  rows: Map<number, Row>;
  revisions: Revision[];
  nextRevision: number;
}

const editor: SessionUser = { id: 7, username: 'editor', name: '王编辑', role: 'editor' };
const PAST = new Date(Date.now() - 60_000);
const FUTURE = new Date(Date.now() + 3_600_000);

const row = (over: Partial<Row> = {}): Row => ({
  id: 1,
  title: '标题',
  body: '正文',
  state: 'draft',
  version: 4,
  draft: null,
  publishAt: null,
  unpublishAt: null,
  lastPublishedAt: null,
  publishedRevisionId: null,
  updatedBy: '李编辑',
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

/**
 * An in-memory table with real transactions: a transaction works on a copy of the committed state
 * and replaces it only when its work resolves (`gate`, when set, holds the commit). Every step lands
 * in `log`, in order.
 */
function setup(...rows: Row[]) {
  const log: string[] = [];
  const db: { committed: State; gate: Promise<void> | null } = {
    committed: { rows: new Map(rows.map((r) => [r.id, r])), revisions: [], nextRevision: 100 },
    gate: null,
  };

  /** revisions and preview_links, as RevisionStore and PreviewLinkStore query them. */
  const managerOf = (state: () => State) =>
    ({
      query: jest.fn((sql: string, params: unknown[]) => {
        const s = state();
        if (sql.includes('INSERT INTO revisions')) {
          const [, recordId, , action, version, fields, actorId, actorName] = params as [
            string,
            number,
            string,
            string,
            number,
            Record<string, unknown>,
            number | null,
            string,
          ];
          const id = s.nextRevision++;
          s.revisions.push({ id, recordId, action, version, fields, actorId, actorName });
          log.push(`revision ${action}`);
          return Promise.resolve([{ id }]);
        }
        if (sql.includes('DELETE FROM revisions r')) {
          log.push(`prune keeping ${String(params[4])}`);
          return Promise.resolve([]);
        }
        if (sql.includes('DELETE FROM revisions') || sql.includes('DELETE FROM preview_links')) {
          log.push(
            `${sql.includes('revisions') ? 'forget revisions' : 'forget links'} ${String(params[0])} ${String(params[1])}`,
          );
          if (sql.includes('revisions')) s.revisions = s.revisions.filter((r) => r.recordId !== params[1]);
          return Promise.resolve([]);
        }
        return Promise.reject(new Error(`unexpected SQL: ${sql}`));
      }),
    }) as unknown as EntityManager;

  /** Each transaction's working copy of the table (writeColumns writes there). */
  const states = new WeakMap<PublishingTx<Row>, State>();
  const txOf = (state: State): PublishingTx<Row> => {
    const tx = {
      manager: managerOf(() => state),
      lock: jest.fn((id: number) => {
        log.push(`lock ${id}`);
        const found = state.rows.get(id);
        return Promise.resolve(found ? structuredClone(found) : null);
      }),
      setPublishing: jest.fn((id: number, changes: PublishingChanges) => {
        const current = state.rows.get(id)!;
        log.push(`publishing ${id}`);
        state.rows.set(id, { ...current, ...changes, version: current.version + 1, savedAt: new Date() });
        return Promise.resolve(current.version + 1);
      }),
      setPublishedRevision: jest.fn((id: number, revision: number) => {
        log.push(`published revision ${revision}`);
        state.rows.set(id, { ...state.rows.get(id)!, publishedRevisionId: revision });
        return Promise.resolve();
      }),
      claimDue: jest.fn((limit: number) => {
        const now = new Date();
        const due = [...state.rows.values()]
          .filter(
            (r) =>
              (r.publishAt && r.publishAt <= now) || (r.unpublishAt && r.unpublishAt <= now && r.state === 'published'),
          )
          .map((r) => ({
            id: r.id,
            action: r.publishAt && r.publishAt <= now ? ('publish' as const) : ('unpublish' as const),
            due: new Date(Math.min(...[r.publishAt, r.unpublishAt].filter((d) => d !== null).map((d) => d.getTime()))),
          }))
          .sort((a, b) => a.due.getTime() - b.due.getTime())
          .slice(0, limit);
        log.push(`claim ${due.map((d) => d.id).join(',')}`);
        return Promise.resolve(due);
      }),
    };
    states.set(tx, state);
    return tx;
  };

  const checkForPublish = jest.fn((_fields: Fields, _row: Row): Promise<string> => Promise.resolve('checked'));
  const records: PublishingRecords<Fields, Row, string> = {
    type: 'news',
    previewPath: '/preview/news',
    notFound: () => Errors.newsNotFound(),
    events: { published: ContentEvents.newsPublished, unpublished: ContentEvents.newsUnpublished },
    manager: managerOf(() => db.committed),
    transaction: async (work) => {
      log.push('begin');
      const working = structuredClone(db.committed);
      try {
        const result = await work(txOf(working));
        if (db.gate) await db.gate;
        db.committed = working;
        log.push('commit');
        return result;
      } catch (error) {
        log.push('rollback');
        throw error;
      }
    },
    findAny: (id) => Promise.resolve(db.committed.rows.get(id) ?? null),
    late: () => Promise.resolve([]),
    // scheduledSql over the committed table.
    scheduled: () => {
      const at = (r: Row) => Math.min(...[r.publishAt, r.unpublishAt].filter((d) => d !== null).map((d) => +d));
      return Promise.resolve(
        [...db.committed.rows.values()]
          .filter((r) => r.publishAt !== null || r.unpublishAt !== null)
          .sort((a, b) => at(a) - at(b) || a.id - b.id)
          .map(({ id, title, state, publishAt, unpublishAt, updatedBy }) => ({
            id,
            title,
            state,
            publishAt,
            unpublishAt,
            updatedBy,
          })),
      );
    },
    workingCopy: (r) => (r.draft as Fields | null) ?? { title: r.title, body: r.body },
    matchesColumns: (fields, r) => fields.title === r.title && fields.body === r.body,
    checkForPublish: (fields, r) => {
      log.push('check');
      return checkForPublish(fields, r);
    },
    writeColumns: jest.fn(
      (tx: PublishingTx<Row>, r: Row, fields: Fields, published: { checked: string; first: boolean } | null) => {
        log.push(`columns ${r.id}${published ? ' published' : ''}`);
        const state = states.get(tx)!;
        state.rows.set(r.id, { ...state.rows.get(r.id)!, title: fields.title, body: fields.body });
        return Promise.resolve();
      },
    ),
    eventOf: (r, fields) => ({ id: r.id, title: fields.title }),
    changed: jest.fn((id: number) => {
      log.push(`changed ${id}`);
      return Promise.resolve();
    }),
  };
  const bus = {
    publish: jest.fn((event: { subject: string }, _payload: unknown) => {
      log.push(`event ${event.subject}`);
      return Promise.resolve();
    }),
  };
  const workflow = new PublishingWorkflow(records, bus as unknown as EventBus, 60_000);
  const stored = (id = 1) => db.committed.rows.get(id)!;
  const revisions = () => db.committed.revisions;
  /** A transaction of the fake table for `created` (a create's own transaction). */
  const inTransaction = <T>(work: (tx: PublishingTx<Row>) => Promise<T>) => records.transaction(work);
  return { workflow, records, checkForPublish, bus, log, db, stored, revisions, inTransaction };
}

const edited: Fields = { title: '新标题', body: '新正文' };
const writes = (log: string[]) => log.filter((step) => /^(columns|publishing|revision|published revision)/.test(step));

beforeEach(() => {
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('PublishingWorkflow save', () => {
  it.each(['draft', 'scheduled', 'archived'] as const)(
    'writes the columns and the draft of a %s record (nothing of it is public), with a revision',
    async (state) => {
      const { workflow, records, stored, revisions, log, bus } = setup(row({ state }));
      await workflow.save(1, edited, editor, { version: 4 });
      expect(stored()).toMatchObject({ ...edited, draft: edited, state, version: 5, updatedBy: '王编辑' });
      expect(records.writeColumns).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ id: 1 }),
        edited,
        null,
      );
      expect(revisions()).toEqual([
        { id: 100, recordId: 1, action: 'save', version: 5, fields: edited, actorId: 7, actorName: '王编辑' },
      ]);
      expect(log).toEqual([
        'begin',
        'lock 1',
        'columns 1',
        'publishing 1',
        'revision save',
        'commit',
        // Retention after the commit, beside the usage report.
        'prune keeping null',
        'changed 1',
      ]);
      expect(bus.publish).not.toHaveBeenCalled();
    },
  );

  it('keeps the columns of a published record and holds the copy as its draft', async () => {
    const live = row({ state: 'published', lastPublishedAt: PAST, publishedRevisionId: 9 });
    const { workflow, records, stored, revisions, log } = setup(live);
    await workflow.save(1, edited, editor);
    expect(records.writeColumns).not.toHaveBeenCalled();
    expect(stored()).toMatchObject({ title: '标题', body: '正文', draft: edited, state: 'published', version: 5 });
    expect(revisions()).toMatchObject([{ action: 'save', version: 5, fields: edited }]);
    // Retention never prunes the live revision.
    expect(log).toContain('prune keeping 9');
  });

  it('stores no draft when the copy saved is what is live', async () => {
    const live = row({ state: 'published', draft: { ...edited }, lastPublishedAt: PAST });
    const { workflow, stored, revisions } = setup(live);
    await workflow.save(1, { title: '标题', body: '正文' }, editor, { version: 4 });
    expect(stored()).toMatchObject({ title: '标题', body: '正文', draft: null, version: 5 });
    expect(revisions()).toMatchObject([{ action: 'save', version: 5 }]);
  });

  it('refuses a stale version (409 STALE_VERSION, naming who saved meanwhile) before writing anything', async () => {
    for (const state of ['draft', 'published'] as const) {
      const { workflow, records, stored, revisions, log, bus } = setup(row({ state, version: 5 }));
      expect(await refusal(workflow.save(1, edited, editor, { version: 4, publish: true }))).toMatchObject({
        status: 409,
        code: 'STALE_VERSION',
        message: expect.stringContaining('李编辑') as string,
      });
      expect(writes(log)).toEqual([]);
      expect(log).toEqual(['begin', 'lock 1', 'rollback']);
      expect(stored()).toEqual(row({ state, version: 5 }));
      expect(revisions()).toEqual([]);
      expect(records.changed).not.toHaveBeenCalled();
      expect(bus.publish).not.toHaveBeenCalled();
    }
  });

  it('answers the record type’s 404 when the record is gone at the lock, writing nothing', async () => {
    const { workflow, log, bus } = setup();
    expect(await refusal(workflow.save(1, edited, editor))).toMatchObject({ status: 404, message: '新闻不存在' });
    expect(await refusal(workflow.publish(1, editor))).toMatchObject({ status: 404 });
    expect(writes(log)).toEqual([]);
    expect(bus.publish).not.toHaveBeenCalled();
  });

  it('with publish, saves and publishes in one transaction and announces after it', async () => {
    const { workflow, records, stored, revisions, log, bus } = setup(row());
    await workflow.save(1, edited, editor, { version: 4, publish: true });
    expect(log.filter((step) => step === 'begin' || step === 'commit')).toEqual(['begin', 'commit']);
    expect(log.indexOf('revision publish')).toBeLessThan(log.indexOf('commit'));
    expect(log.indexOf('event content.news.published')).toBeGreaterThan(log.indexOf('commit'));
    expect(bus.publish).toHaveBeenCalledWith(ContentEvents.newsPublished, { id: 1, title: '新标题' });
    expect(records.writeColumns).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ draft: edited }),
      edited,
      {
        checked: 'checked',
        first: true,
      },
    );
    expect(stored()).toMatchObject({
      ...edited,
      state: 'published',
      draft: null,
      version: 6,
      publishedRevisionId: 101,
    });
    expect(stored().lastPublishedAt).toBeInstanceOf(Date);
    expect(revisions().map((r) => [r.action, r.version])).toEqual([
      ['save', 5],
      ['publish', 6],
    ]);
  });

  it('with publish refused by the checks, keeps nothing of the save either and announces nothing', async () => {
    const { workflow, records, checkForPublish, stored, revisions, log, bus } = setup(row());
    checkForPublish.mockRejectedValue(new ServiceException(Errors.imageAltMissing('图片「a.png」缺少替代文本')));
    expect(await refusal(workflow.save(1, edited, editor, { version: 4, publish: true }))).toMatchObject({
      status: 400,
      code: 'IMAGE_ALT_MISSING',
    });
    expect(log.at(-1)).toBe('rollback');
    expect(stored()).toEqual(row());
    expect(revisions()).toEqual([]);
    expect(records.changed).not.toHaveBeenCalled();
    expect(bus.publish).not.toHaveBeenCalled();
  });
});

describe('PublishingWorkflow publish and unpublish', () => {
  it('publishes the working copy with what the checks answered, and announces only once the transaction resolves', async () => {
    const { workflow, records, checkForPublish, db, stored, bus } = setup(
      row({ state: 'scheduled', draft: { ...edited }, publishAt: FUTURE, unpublishAt: FUTURE }),
    );
    let commit!: () => void;
    db.gate = new Promise((resolve) => (commit = resolve));
    const publishing = workflow.publish(1, editor, 4);
    await new Promise((resolve) => setImmediate(resolve));
    expect(checkForPublish).toHaveBeenCalledWith(edited, expect.objectContaining({ id: 1 }));
    expect(bus.publish).not.toHaveBeenCalled();
    commit();
    await publishing;
    expect(bus.publish).toHaveBeenCalledWith(ContentEvents.newsPublished, { id: 1, title: '新标题' });
    expect(records.changed).toHaveBeenCalledWith(1);
    // A future unpublish time stays; the publish time is spent.
    expect(stored()).toMatchObject({
      ...edited,
      state: 'published',
      draft: null,
      publishAt: null,
      unpublishAt: FUTURE,
    });
  });

  it('announces nothing when the transaction fails at the commit', async () => {
    const { workflow, db, bus } = setup(row());
    db.gate = Promise.reject(new Error('connection lost'));
    await expect(workflow.publish(1, editor)).rejects.toThrow('connection lost');
    expect(bus.publish).not.toHaveBeenCalled();
  });

  it('tells the columns whether this is a first publish, and drops an unpublish time already past', async () => {
    const { workflow, records, stored } = setup(
      row({ state: 'published', lastPublishedAt: PAST, draft: { ...edited }, unpublishAt: PAST }),
    );
    await workflow.publish(1, editor);
    expect(records.writeColumns).toHaveBeenCalledWith(expect.anything(), expect.anything(), edited, {
      checked: 'checked',
      first: false,
    });
    expect(stored().unpublishAt).toBeNull();
  });

  it('refuses a stale version on publish before the checks run', async () => {
    const { workflow, checkForPublish, log } = setup(row({ version: 5 }));
    expect(await refusal(workflow.publish(1, editor, 4))).toMatchObject({ status: 409, code: 'STALE_VERSION' });
    expect(checkForPublish).not.toHaveBeenCalled();
    expect(writes(log)).toEqual([]);
  });

  it.each(['draft', 'scheduled', 'archived'] as const)(
    'refuses to unpublish a %s record (400 NOT_PUBLISHED)',
    async (state) => {
      const { workflow, log, bus } = setup(row({ state }));
      expect(await refusal(workflow.unpublish(1, editor))).toMatchObject({ status: 400, code: 'NOT_PUBLISHED' });
      expect(writes(log)).toEqual([]);
      expect(bus.publish).not.toHaveBeenCalled();
    },
  );

  it('takes a published record down: its working copy becomes columns and draft, announced after the commit', async () => {
    const { workflow, stored, revisions, log, bus } = setup(
      row({ state: 'published', draft: { ...edited }, lastPublishedAt: PAST, unpublishAt: FUTURE }),
    );
    await workflow.unpublish(1, editor);
    expect(stored()).toMatchObject({ ...edited, draft: edited, state: 'archived', unpublishAt: null, version: 5 });
    expect(revisions()).toMatchObject([{ action: 'unpublish', version: 5, actorName: '王编辑' }]);
    expect(bus.publish).toHaveBeenCalledWith(ContentEvents.newsUnpublished, { id: 1, title: '新标题' });
    expect(log.indexOf('event content.news.unpublished')).toBeGreaterThan(log.indexOf('commit'));
  });
});

describe('PublishingWorkflow schedules', () => {
  it('checks the working copy as a publish would, then schedules a record not yet live', async () => {
    const { workflow, checkForPublish, stored, revisions, log } = setup(row({ draft: { ...edited } }));
    await workflow.schedule(1, editor, FUTURE.toISOString(), null);
    expect(checkForPublish).toHaveBeenCalledWith(edited, expect.objectContaining({ id: 1 }));
    expect(log.indexOf('check')).toBeLessThan(log.indexOf('publishing 1'));
    expect(stored()).toMatchObject({ state: 'scheduled', publishAt: FUTURE, unpublishAt: null, version: 5 });
    expect(revisions()).toMatchObject([{ action: 'schedule', version: 5, fields: edited }]);
  });

  it('keeps a published record live until its pending changes fall due', async () => {
    const later = new Date(FUTURE.getTime() + 3_600_000);
    const { workflow, stored } = setup(row({ state: 'published', lastPublishedAt: PAST }));
    await workflow.schedule(1, editor, FUTURE.toISOString(), later.toISOString());
    expect(stored()).toMatchObject({ state: 'published', publishAt: FUTURE, unpublishAt: later });
  });

  it('refuses a schedule whose copy would not pass the publish checks, writing nothing', async () => {
    const { workflow, checkForPublish, stored, log } = setup(row());
    checkForPublish.mockRejectedValue(new ServiceException(Errors.newsCategoryNotFound()));
    expect(await refusal(workflow.schedule(1, editor, FUTURE.toISOString(), null))).toMatchObject({ status: 400 });
    expect(writes(log)).toEqual([]);
    expect(stored()).toEqual(row());
  });

  it('refuses to unschedule a record without a schedule (400 NOT_SCHEDULED)', async () => {
    const { workflow, log } = setup(row(), row({ id: 2, state: 'published', lastPublishedAt: PAST }));
    expect(await refusal(workflow.unschedule(1, editor))).toMatchObject({ status: 400, code: 'NOT_SCHEDULED' });
    expect(await refusal(workflow.unschedule(2, editor))).toMatchObject({ status: 400, code: 'NOT_SCHEDULED' });
    expect(writes(log)).toEqual([]);
  });

  it('unschedules: a scheduled record is a draft again, a published one stays live', async () => {
    const { workflow, stored, revisions } = setup(
      row({ state: 'scheduled', publishAt: FUTURE }),
      row({ id: 2, state: 'published', lastPublishedAt: PAST, unpublishAt: FUTURE }),
    );
    await workflow.unschedule(1, editor);
    await workflow.unschedule(2, editor);
    expect(stored(1)).toMatchObject({ state: 'draft', publishAt: null, unpublishAt: null, updatedBy: '王编辑' });
    expect(stored(2)).toMatchObject({ state: 'published', publishAt: null, unpublishAt: null });
    expect(revisions().map((r) => [r.recordId, r.action])).toEqual([
      [1, 'unschedule'],
      [2, 'unschedule'],
    ]);
  });

  it('lists every schedule set, soonest first, in the contract’s shape', async () => {
    const later = new Date(FUTURE.getTime() + 3_600_000);
    const { workflow } = setup(
      row(),
      row({ id: 2, title: '下线的', state: 'published', lastPublishedAt: PAST }),
      row({ id: 3, title: '定时的', draft: { ...edited } }),
    );
    expect(await workflow.scheduled()).toEqual({ items: [] });

    await workflow.schedule(3, editor, later.toISOString(), null);
    await workflow.schedule(2, editor, FUTURE.toISOString(), later.toISOString());
    expect(await workflow.scheduled()).toEqual({
      items: [
        {
          type: 'news',
          id: 2,
          title: '下线的',
          state: 'published',
          publish_at: FUTURE.toISOString(),
          unpublish_at: later.toISOString(),
          updated_by: '王编辑',
        },
        {
          type: 'news',
          id: 3,
          title: '定时的',
          state: 'scheduled',
          publish_at: later.toISOString(),
          unpublish_at: null,
          updated_by: '王编辑',
        },
      ],
    });

    await workflow.unschedule(2, editor);
    expect((await workflow.scheduled()).items.map((item) => item.id)).toEqual([3]);
  });
});

describe('PublishingWorkflow runDue', () => {
  it('publishes due rows, cancels one the checks refuse (4xx), and leaves one a peer could not check (5xx)', async () => {
    const early = new Date(PAST.getTime() - 60_000);
    const { workflow, checkForPublish, stored, revisions, log, bus } = setup(
      row({ id: 1, state: 'scheduled', draft: { ...edited }, publishAt: early }),
      row({ id: 2, state: 'scheduled', publishAt: PAST, title: '缺替代文本' }),
      row({ id: 3, state: 'scheduled', publishAt: PAST, title: '分类服务不可用' }),
      row({ id: 4, state: 'published', lastPublishedAt: early, unpublishAt: PAST }),
      row({ id: 5, state: 'scheduled', publishAt: FUTURE }),
    );
    checkForPublish.mockImplementation((fields) => {
      if (fields.title === '缺替代文本') return Promise.reject(new ServiceException(Errors.imageAltMissing('x')));
      if (fields.title === '分类服务不可用')
        return Promise.reject(new ServiceException(Errors.serviceUnavailable('分类')));
      return Promise.resolve('checked');
    });

    expect(await workflow.runDue()).toBe(3);
    expect(log.filter((step) => step === 'begin' || step === 'commit')).toEqual(['begin', 'commit']);
    expect(stored(1)).toMatchObject({ ...edited, state: 'published', publishAt: null, draft: null });
    expect(stored(2)).toMatchObject({ state: 'draft', publishAt: null, unpublishAt: null });
    expect(stored(3)).toEqual(row({ id: 3, state: 'scheduled', publishAt: PAST, title: '分类服务不可用' }));
    expect(stored(4)).toMatchObject({ state: 'archived', unpublishAt: null });
    expect(stored(5)).toMatchObject({ state: 'scheduled', publishAt: FUTURE, version: 4 });
    // The poller's changes are 定时发布's.
    expect(revisions().map((r) => [r.recordId, r.action, r.actorId, r.actorName])).toEqual([
      [1, 'publish', null, '定时发布'],
      [2, 'unschedule', null, '定时发布'],
      [4, 'unpublish', null, '定时发布'],
    ]);
    expect(bus.publish.mock.calls).toEqual([
      [ContentEvents.newsPublished, { id: 1, title: '新标题' }],
      [ContentEvents.newsUnpublished, { id: 4, title: '标题' }],
    ]);
    expect(log.indexOf('event content.news.published')).toBeGreaterThan(log.indexOf('commit'));

    // The next run tries the postponed one again.
    checkForPublish.mockResolvedValue('checked');
    expect(await workflow.runDue()).toBe(1);
    expect(stored(3)).toMatchObject({ state: 'published', publishAt: null });
    expect(await workflow.runDue()).toBe(0);
  });

  it('catches up on a whole window missed while down: publishes, then takes the record down on the next claim', async () => {
    const opened = new Date(PAST.getTime() - 60_000);
    const { workflow, stored, bus } = setup(row({ state: 'scheduled', publishAt: opened, unpublishAt: PAST }));
    expect(await workflow.runDue()).toBe(1);
    expect(stored()).toMatchObject({ state: 'published', publishAt: null, unpublishAt: PAST });
    expect(await workflow.runDue()).toBe(1);
    expect(stored()).toMatchObject({ state: 'archived', unpublishAt: null });
    expect(bus.publish.mock.calls.map(([event]) => event)).toEqual([
      ContentEvents.newsPublished,
      ContentEvents.newsUnpublished,
    ]);
  });

  it('postpones a row whose checks fail with something other than a service refusal', async () => {
    const { workflow, checkForPublish, stored, bus } = setup(row({ state: 'scheduled', publishAt: PAST }));
    checkForPublish.mockRejectedValue(new Error('socket hang up'));
    expect(await workflow.runDue()).toBe(0);
    expect(stored()).toMatchObject({ state: 'scheduled', publishAt: PAST });
    expect(bus.publish).not.toHaveBeenCalled();
  });
});

describe('PublishingWorkflow in a record’s own transactions', () => {
  it('stores a new record’s first revision in its create’s transaction, and publishes there only when asked', async () => {
    const { workflow, inTransaction, revisions, stored, bus, db } = setup(row({ version: 1 }));
    expect(await inTransaction((tx) => workflow.created(tx, 1, edited, editor, false))).toEqual([]);
    expect(revisions()).toMatchObject([{ recordId: 1, action: 'create', version: 1, fields: edited, actorId: 7 }]);

    db.committed.revisions = [];
    const done = await inTransaction((tx) => workflow.created(tx, 1, edited, editor, true));
    expect(done).toEqual([{ event: ContentEvents.newsPublished, payload: { id: 1, title: '标题' }, id: 1 }]);
    expect(stored()).toMatchObject({ state: 'published', version: 2 });
    expect(revisions().map((r) => r.action)).toEqual(['create', 'publish']);
    // Announced by the caller, after its commit.
    expect(bus.publish).not.toHaveBeenCalled();
    await workflow.announce(done);
    expect(bus.publish).toHaveBeenCalledWith(ContentEvents.newsPublished, { id: 1, title: '标题' });
  });

  it('refuses the create when its publish is refused', async () => {
    const { workflow, inTransaction, checkForPublish, revisions } = setup(row({ version: 1 }));
    checkForPublish.mockRejectedValue(new ServiceException(Errors.newsCategoryNotFound()));
    expect(await refusal(inTransaction((tx) => workflow.created(tx, 1, edited, editor, true)))).toMatchObject({
      status: 400,
    });
    expect(revisions()).toEqual([]);
  });

  it('forgets a deleted record’s revisions and preview links, of its type only', async () => {
    const { workflow, inTransaction, log } = setup(row());
    await inTransaction((tx) => workflow.forget(tx.manager, 1));
    expect(log).toEqual(['begin', 'forget revisions news 1', 'forget links news 1', 'commit']);
  });
});

import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import { NewsPublishingRpc } from '@site/contracts';
import type { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyRequest } from 'fastify';
import { ACCESS_KEY, AUDIT_ACTION_KEY } from '../auth/access.decorator';
import type { CacheRouteConfig } from '../cache/cache-tags';
import { ApiError } from '../common/api-error';
import { NewsPublishingController } from '../news/news-publishing.controller';
import { autosaveBodySchema, baseVersionOf, publishQuerySchema } from './publishing-params';

describe('?publish on a create or save', () => {
  it('publishes only when asked: true or 1; absent, empty, false or 0 save only', () => {
    expect(publishQuerySchema.parse({})).toEqual({ publish: false });
    expect(publishQuerySchema.parse({ publish: '' })).toEqual({ publish: false });
    expect(publishQuerySchema.parse({ publish: 'false' })).toEqual({ publish: false });
    expect(publishQuerySchema.parse({ publish: '0' })).toEqual({ publish: false });
    expect(publishQuerySchema.parse({ publish: 'true' })).toEqual({ publish: true });
    expect(publishQuerySchema.parse({ publish: '1' })).toEqual({ publish: true });
  });

  it('refuses anything else with a Chinese message', () => {
    const parsed = publishQuerySchema.safeParse({ publish: 'yes' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe('publish 必须是 true 或 false');
  });
});

describe('the version a save started from', () => {
  it('is read from the body beside the fields, as a number or digits', () => {
    expect(baseVersionOf({ title: '标题', version: 7 })).toBe(7);
    expect(baseVersionOf({ title: '标题', version: '12' })).toBe(12);
  });

  it('is undefined when absent (no check), also for no body at all', () => {
    expect(baseVersionOf({ title: '标题' })).toBeUndefined();
    expect(baseVersionOf(undefined)).toBeUndefined();
  });

  it('is a 400 when malformed', () => {
    for (const version of [0, -1, 1.5, 'abc', true]) {
      expect(() => baseVersionOf({ version })).toThrow(ApiError);
    }
    try {
      baseVersionOf({ version: 'abc' });
    } catch (error) {
      expect((error as ApiError).getStatus()).toBe(400);
      expect((error as ApiError).getResponse()).toEqual({ error: expect.stringContaining('版本号必须是正整数') });
    }
  });
});

describe('an autosave body', () => {
  const schema = autosaveBodySchema(1000);

  it('is the form as it stands, kept as it is (half-typed fields too)', () => {
    const form = { title: '', content: '<p>写到一半', category: null, extra: { nested: [1] } };
    expect(schema.parse(form)).toEqual(form);
  });

  it('must be an object, of at most 50 fields, within the size given', () => {
    expect(schema.safeParse([]).success).toBe(false);
    expect(schema.safeParse('text').success).toBe(false);
    expect(schema.safeParse(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, 1]))).success).toBe(
      false,
    );
    expect(schema.safeParse({ content: 'x'.repeat(1000) }).success).toBe(false);
    expect(schema.safeParse({ content: 'x'.repeat(900) }).success).toBe(true);
  });
});

describe('the publishing routes of a record type (news)', () => {
  const proto = NewsPublishingController.prototype as Record<string, unknown>;
  const route = (name: string) => {
    const handler = proto[name] as object;
    return {
      method: Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod,
      path: Reflect.getMetadata(PATH_METADATA, handler) as string,
      access: (Reflect.getMetadata(ACCESS_KEY, handler) ??
        Reflect.getMetadata(ACCESS_KEY, NewsPublishingController)) as string,
      audit: Reflect.getMetadata(AUDIT_ACTION_KEY, handler) as string | undefined,
      drops: (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as CacheRouteConfig | undefined)?.dropsTags,
    };
  };

  it('lives under the record path, and names itself after the record type (OpenAPI operation ids)', () => {
    expect(Reflect.getMetadata(PATH_METADATA, NewsPublishingController)).toBe('api/news');
    expect(NewsPublishingController.name).toBe('ArticlePublishingController');
  });

  it('lets staff read and editors write, each write with its Chinese audit name', () => {
    expect(
      Object.fromEntries(
        [
          'publish',
          'unpublish',
          'schedule',
          'unschedule',
          'revisions',
          'revision',
          'restore',
          'autosave',
          'previewLinkCreate',
          'previewLinks',
          'previewLinkRevoke',
        ].map((name) => {
          const { method, path, access, audit } = route(name);
          return [name, `${RequestMethod[method]} ${path} ${access} ${audit ?? '-'}`];
        }),
      ),
    ).toEqual({
      publish: 'POST :id/publish editor 发布新闻',
      unpublish: 'POST :id/unpublish editor 下线新闻',
      schedule: 'POST :id/schedule editor 定时发布新闻',
      unschedule: 'DELETE :id/schedule editor 取消定时发布',
      revisions: 'GET :id/revisions staff -',
      revision: 'GET :id/revisions/:rev staff -',
      restore: 'POST :id/revisions/:rev/restore editor 恢复新闻版本',
      autosave: 'PUT :id/autosave editor 自动保存新闻',
      previewLinkCreate: 'POST :id/preview-links editor 创建预览链接',
      previewLinks: 'GET :id/preview-links staff -',
      previewLinkRevoke: 'DELETE :id/preview-links/:link editor 撤销预览链接',
    });
  });

  it('drops the article and the lists on the writes that change the public site, not on a restore (a draft)', () => {
    const request = { params: { id: '42' } } as unknown as FastifyRequest & { params: Record<string, string> };
    for (const name of ['publish', 'unpublish', 'schedule', 'unschedule']) {
      expect(route(name).drops?.(request)).toEqual(['news:42', 'news']);
    }
    for (const name of ['restore', 'autosave', 'previewLinkCreate', 'previewLinkRevoke']) {
      expect(route(name).drops).toBeUndefined();
    }
  });

  it('passes the actor, the id and the parsed body to the service', async () => {
    const call = jest.fn().mockResolvedValue({});
    const controller = new (
      NewsPublishingController as new (rpc: RpcClient) => Record<string, (...args: unknown[]) => Promise<unknown>>
    )({
      call,
    } as unknown as RpcClient);
    const actor = { id: 1, username: 'editor', name: '编辑', role: 'editor' as const };
    await controller.publish(42, { version: 3 }, actor);
    expect(call).toHaveBeenLastCalledWith(NewsPublishingRpc.publish, { id: 42, actor, version: 3 });
    await controller.schedule(42, { publish_at: '2099-01-01T00:00:00.000Z', unpublish_at: null }, actor);
    expect(call).toHaveBeenLastCalledWith(NewsPublishingRpc.schedule, {
      id: 42,
      actor,
      publish_at: '2099-01-01T00:00:00.000Z',
      unpublish_at: null,
    });
    await controller.previewLinkRevoke(42, 5, actor);
    expect(call).toHaveBeenLastCalledWith(NewsPublishingRpc.previewLinkRevoke, { id: 42, actor, link: 5 });
  });
});

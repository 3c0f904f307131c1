import { Errors, SETTINGS_DEFAULTS, type SettingsTab } from '@site/contracts';
import { OutgoingRefusedError } from '@site/service-kit';
import type { IdentityConfig } from '../identity-config';
import type { SettingsService } from '../settings/settings.service';
import type { PushSender } from './push-sender';
import type { ClaimedPush, SearchPushRepository } from './search-push.repository';
import { SearchPushWorker } from './search-push.worker';

const config = {
  SEARCH_PUSH_BAIDU_URL: 'http://127.0.0.1:9/baidu',
  SEARCH_PUSH_INDEXNOW_URL: 'http://127.0.0.1:9/indexnow',
} as IdentityConfig;
const system = {
  ...SETTINGS_DEFAULTS.system,
  baiduPushEnabled: true,
  baiduPushSite: 'https://www.example.com',
  baiduPushToken: 'tok123',
  indexNowEnabled: true,
  indexNowKey: 'key-12345678',
};
const push = (id: number, engine: ClaimedPush['engine'], attempts = 1): ClaimedPush => ({
  id,
  engine,
  action: 'update',
  url: `https://www.example.com/news/${id}`,
  attempts,
});

function setup(claimed: ClaimedPush[], send: jest.Mock, systemTab = system) {
  const outbox = {
    claimDue: jest.fn().mockResolvedValueOnce(claimed).mockResolvedValue([]),
    markSent: jest.fn(),
    markFinal: jest.fn(),
    retryLater: jest.fn(),
    release: jest.fn(),
  };
  const tabs: Partial<Record<SettingsTab, unknown>> = {
    system: systemTab,
    general: { ...SETTINGS_DEFAULTS.general, siteUrl: 'https://www.example.com' },
  };
  const settings = { getTab: jest.fn((tab: SettingsTab) => Promise.resolve(tabs[tab])) };
  const worker = new SearchPushWorker(
    outbox as unknown as SearchPushRepository,
    settings as unknown as SettingsService,
    { send } as unknown as PushSender,
    config,
  );
  return { worker, outbox };
}

describe('SearchPushWorker.runOnce', () => {
  it('sends each due push to its engine and records the answer', async () => {
    const send = jest.fn().mockResolvedValue({ status: 200, body: '{"success":1}' });
    const { worker, outbox } = setup([push(1, 'baidu'), push(2, 'indexnow')], send);
    await worker.runOnce();
    expect(send.mock.calls[0][0].url).toMatch(/^http:\/\/127\.0\.0\.1:9\/baidu\/urls\?/);
    expect(send.mock.calls[1][0].url).toBe('http://127.0.0.1:9/indexnow');
    expect(outbox.markSent.mock.calls).toEqual([
      [1, 'HTTP 200 {"success":1}'],
      [2, 'HTTP 200 {"success":1}'],
    ]);
  });

  it('retries a 5xx or a network error after the backoff, ends a 4xx as failed, gives up after the last attempt', async () => {
    const send = jest
      .fn()
      .mockResolvedValueOnce({ status: 500, body: 'oops' })
      .mockRejectedValueOnce(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') }))
      .mockResolvedValueOnce({ status: 401, body: 'token is not valid' })
      .mockResolvedValueOnce({ status: 503, body: '' });
    const { worker, outbox } = setup(
      [push(1, 'baidu'), push(2, 'baidu', 2), push(3, 'baidu'), push(4, 'indexnow', 9)],
      send,
    );
    await worker.runOnce();
    expect(outbox.retryLater).toHaveBeenCalledWith(1, expect.any(Number), 'HTTP 500 oops');
    const first = outbox.retryLater.mock.calls[0][1] as number;
    expect(first).toBeGreaterThanOrEqual(10_000);
    expect(first).toBeLessThanOrEqual(11_000);
    expect(outbox.retryLater).toHaveBeenCalledWith(
      2,
      expect.any(Number),
      'fetch failed: connect ECONNREFUSED 127.0.0.1:9',
    );
    const second = outbox.retryLater.mock.calls[1][1] as number;
    expect(second).toBeGreaterThanOrEqual(30_000);
    expect(outbox.markFinal).toHaveBeenCalledWith(3, 'failed', 'HTTP 401 token is not valid');
    expect(outbox.markFinal).toHaveBeenCalledWith(4, 'failed', 'HTTP 503');
  });

  it('ends a push to an engine address the outgoing-request guard refuses as failed at once, with its reason', async () => {
    const refused = new OutgoingRefusedError(
      'refused',
      Errors.outgoingHostRefused('搜索引擎推送地址', 'localhost', '127.0.0.1', 'SEARCH_PUSH_ALLOW_HOSTS'),
    );
    const unresolvable = new OutgoingRefusedError(
      'unresolvable',
      Errors.outgoingHostUnresolvable('搜索引擎推送地址', 'data.zz.baidu.com', 'EAI_AGAIN'),
    );
    const send = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('fetch failed', { cause: refused }))
      .mockRejectedValueOnce(new TypeError('fetch failed', { cause: unresolvable }));
    const { worker, outbox } = setup([push(1, 'indexnow'), push(2, 'baidu')], send);
    await worker.runOnce();
    expect(outbox.markFinal).toHaveBeenCalledWith(1, 'failed', refused.message);
    expect(refused.message).toMatch(/^搜索引擎推送地址“localhost”指向本机、内网或保留地址（127\.0\.0\.1）/);
    // A name that does not resolve now may later: tried again.
    expect(outbox.retryLater).toHaveBeenCalledWith(
      2,
      expect.any(Number),
      '搜索引擎推送地址“data.zz.baidu.com”无法解析（EAI_AGAIN）',
    );
  });

  it('skips a push whose engine was switched off before its turn', async () => {
    const send = jest.fn();
    const { worker, outbox } = setup([push(1, 'baidu'), push(2, 'indexnow')], send, SETTINGS_DEFAULTS.system);
    await worker.runOnce();
    expect(send).not.toHaveBeenCalled();
    expect(outbox.markFinal).toHaveBeenCalledWith(1, 'skipped', expect.stringContaining('百度推送已关闭'));
    expect(outbox.markFinal).toHaveBeenCalledWith(2, 'skipped', expect.stringContaining('IndexNow'));
  });
});

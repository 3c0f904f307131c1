import { ContentEvents, ContentRpc } from '@site/contracts';
import type { EventBus, EventRoute, RpcClient } from '@site/service-kit/dist/client';
import { SiteLanguages } from './site-languages';

describe('SiteLanguages (the English gate)', () => {
  const setup = (answers: (string[] | Error)[]) => {
    const call = jest.fn((contract: unknown, message: unknown) => {
      expect(contract).toBe(ContentRpc.pageLanguages);
      expect(message).toEqual({ key: 'home' });
      const next = answers.shift()!;
      return next instanceof Error ? Promise.reject(next) : Promise.resolve({ locales: next });
    });
    let routes: EventRoute[] = [];
    let reconnect = () => undefined as void;
    const events = {
      follow: (given: EventRoute[], options: { onReconnect(): void }) => {
        routes = given;
        reconnect = () => options.onReconnect();
        return () => undefined;
      },
    } as unknown as EventBus;
    const languages = new SiteLanguages({ call } as unknown as RpcClient, events);
    languages.onApplicationBootstrap();
    const deliver = (subject: string, payload: unknown) => routes.find((r) => r.subject === subject)!.handle(payload);
    return { languages, call, deliver, reconnect: () => reconnect() };
  };

  it('offers Chinese only while the home page is not published in English', async () => {
    const { languages, call } = setup([['zh-CN']]);
    expect(await languages.offered()).toEqual(['zh-CN']);
    expect(await languages.offered()).toEqual(['zh-CN']);
    // Asked once: the answer is kept.
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('offers English once the home page is published in English, and asks again after the home page’s events', async () => {
    const { languages, call, deliver, reconnect } = setup([['zh-CN'], ['zh-CN', 'en'], ['zh-CN']]);
    expect(await languages.offered()).toEqual(['zh-CN']);
    // Another page's publication changes nothing.
    await deliver(ContentEvents.pagePublished.subject, { key: 'about', locale: 'en' });
    expect(await languages.offered()).toEqual(['zh-CN']);
    expect(call).toHaveBeenCalledTimes(1);

    await deliver(ContentEvents.pagePublished.subject, { key: 'home', locale: 'en' });
    expect(await languages.offered()).toEqual(['zh-CN', 'en']);
    await deliver(ContentEvents.pageUnpublished.subject, { key: 'home', locale: 'en' });
    expect(await languages.offered()).toEqual(['zh-CN']);
    expect(call).toHaveBeenCalledTimes(3);
    reconnect();
  });

  it('offers Chinese alone when the content service does not answer, and asks again next time', async () => {
    const { languages, call } = setup([new Error('timeout'), ['en', 'zh-CN']]);
    expect(await languages.offered()).toEqual(['zh-CN']);
    // The default first, whatever order the service names them in.
    expect(await languages.offered()).toEqual(['zh-CN', 'en']);
    expect(call).toHaveBeenCalledTimes(2);
  });
});

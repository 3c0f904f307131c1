import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { buildConnector } from 'undici';
import { parseAllowList } from './allow-list';
import { guardedConnector, guardedFetch } from './http';
import { outgoingPolicy } from './policies';
import { type LookupAll, OutgoingRefusedError } from './resolve';

/** Answers from a table; a list of lists answers one list per question, in turn. */
function fakeDns(table: Record<string, string[][]>) {
  const asked: string[] = [];
  const lookup: LookupAll = (name) => {
    asked.push(name);
    const answers = table[name];
    if (!answers) return Promise.reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }));
    const turn = Math.min(asked.filter((n) => n === name).length - 1, answers.length - 1);
    return Promise.resolve(answers[turn].map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
  return { lookup, asked };
}

describe('guardedConnector', () => {
  /** A base connector that records what it is asked to open and answers with a stand-in socket. */
  function recordingBase() {
    const opened: buildConnector.Options[] = [];
    const base: buildConnector.connector = (options, callback) => {
      opened.push(options);
      callback(null, {} as Socket);
    };
    return { base, opened };
  }
  const connect = (connector: buildConnector.connector, options: buildConnector.Options) =>
    new Promise<unknown>((resolve, reject) =>
      connector(options, (error, socket) => (error ? reject(error) : resolve(socket))),
    );
  const origin = (hostname: string, protocol = 'https:'): buildConnector.Options => ({
    hostname,
    host: `${hostname}:8443`,
    protocol,
    port: '8443',
  });

  it('connects to the address it checked, with the name kept as the TLS server name', async () => {
    const dns = fakeDns({ 'push.example': [['93.184.216.34']] });
    const { base, opened } = recordingBase();
    await connect(
      guardedConnector(outgoingPolicy('searchPush', parseAllowList(''), { lookup: dns.lookup }), base),
      origin('push.example'),
    );
    expect(opened).toEqual([{ ...origin('push.example'), hostname: '93.184.216.34', servername: 'push.example' }]);
  });

  it('opens nothing for a refused host: an address, or a name that resolves to one', async () => {
    const dns = fakeDns({ 'evil.example': [['127.0.0.1']] });
    const { base, opened } = recordingBase();
    const connector = guardedConnector(outgoingPolicy('searchPush', parseAllowList(''), { lookup: dns.lookup }), base);
    for (const hostname of ['127.0.0.1', '::1', '169.254.169.254', 'evil.example']) {
      await expect(connect(connector, origin(hostname, 'http:'))).rejects.toBeInstanceOf(OutgoingRefusedError);
    }
    expect(opened).toEqual([]);
  });

  it('checks each new connection: after DNS rebinds the name to a private address, nothing more is opened', async () => {
    const dns = fakeDns({ 'rebind.example': [['93.184.216.34'], ['10.0.0.5']] });
    const { base, opened } = recordingBase();
    const connector = guardedConnector(outgoingPolicy('searchPush', parseAllowList(''), { lookup: dns.lookup }), base);
    await connect(connector, origin('rebind.example'));
    await expect(connect(connector, origin('rebind.example'))).rejects.toMatchObject({
      reason: 'refused',
      refused: { address: '10.0.0.5', range: 'private' },
    });
    expect(opened.map((o) => o.hostname)).toEqual(['93.184.216.34']);
    expect(dns.asked).toEqual(['rebind.example', 'rebind.example']);
  });
});

describe('guardedFetch', () => {
  let server: Server;
  let port: number;
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  let connections = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ url: req.url ?? '', headers: req.headers });
      if (req.url === '/redirect-to-loopback') {
        res.writeHead(302, { location: `http://[::1]:${port}/landed` }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '::', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
    connections = 0;
  });

  const refusedCause = async (promise: Promise<unknown>) => {
    const error = (await promise.then(
      () => null,
      (e: unknown) => e,
    )) as (Error & { cause?: unknown }) | null;
    expect(error).toBeInstanceOf(TypeError);
    expect(error?.cause).toBeInstanceOf(OutgoingRefusedError);
    return error?.cause as OutgoingRefusedError;
  };

  it('refuses a local server by address or by a name that resolves to it, and it sees no connection', async () => {
    const dns = fakeDns({ 'intranet.example': [['127.0.0.1']] });
    const policy = outgoingPolicy('searchPush', parseAllowList(''), { lookup: dns.lookup });
    for (const host of ['127.0.0.1', '[::1]', '2130706433', 'intranet.example']) {
      const cause = await refusedCause(guardedFetch(`http://${host}:${port}/`, { method: 'POST', body: 'x' }, policy));
      expect(cause.message).toMatch(/^搜索引擎推送地址“.+”指向本机、内网或保留地址/);
    }
    expect(connections).toBe(0);
    expect(seen).toEqual([]);
  });

  it('reaches an allowed server at the checked address, naming the host it was asked for', async () => {
    const dns = fakeDns({ 'engine.example': [['127.0.0.1']] });
    const policy = outgoingPolicy('searchPush', parseAllowList('127.0.0.1'), { lookup: dns.lookup });
    const response = await guardedFetch(
      `http://engine.example:${port}/urls?site=x`,
      { method: 'POST', body: 'a' },
      policy,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
    expect(seen).toEqual([
      { url: '/urls?site=x', headers: expect.objectContaining({ host: `engine.example:${port}` }) },
    ]);
  });

  it('checks a redirect like any other connection', async () => {
    const policy = outgoingPolicy('searchPush', parseAllowList('127.0.0.1'));
    const cause = await refusedCause(guardedFetch(`http://127.0.0.1:${port}/redirect-to-loopback`, {}, policy));
    expect(cause.refused).toEqual({ address: '::1', range: 'loopback' });
    expect(seen.map((s) => s.url)).toEqual(['/redirect-to-loopback']);
  });
});

import { z } from 'zod';
import { ConfigError, env, loadConfig } from '../config';
import { EMPTY_ALLOW_LIST, parseAllowList } from './allow-list';
import { outgoingPolicy, refusedLiteral } from './policies';
import { type LookupAll, OutgoingRefusedError, resolveAllowed } from './resolve';
import { guardedSmtpOptions } from './smtp';

/** A resolver that answers from a table, counting the questions; a name missing from it is ENOTFOUND. */
function fakeDns(table: Record<string, string[] | string[][]>) {
  const asked: string[] = [];
  const lookup: LookupAll = (name) => {
    asked.push(name);
    const entry = table[name];
    if (!entry) return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' }));
    // A list of lists answers one list per question, in turn (then the last one again).
    const answer = Array.isArray(entry[0])
      ? (entry as string[][])[Math.min(asked.filter((n) => n === name).length - 1, entry.length - 1)]
      : (entry as string[]);
    return Promise.resolve(answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
  return { lookup, asked };
}

const DNS = {
  'smtp.qq.com': ['183.47.101.192', '2408:8756:c52:1aec::8'],
  'smtp.exmail.qq.com': ['113.96.208.92'],
  localhost: ['127.0.0.1', '::1'],
  'evil.example': ['127.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'half.example': ['8.8.8.8', '10.0.0.8'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'relay.corp.example': ['10.8.0.25'],
};

const policy = (allow = '', dns: Record<string, string[] | string[][]> = DNS) => {
  const fake = fakeDns(dns);
  return { fake, policy: outgoingPolicy('smtp', parseAllowList(allow), { lookup: fake.lookup }) };
};

async function refusal(host: string, allow = ''): Promise<OutgoingRefusedError> {
  const { policy: p } = policy(allow);
  const error: unknown = await resolveAllowed(host, p).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof OutgoingRefusedError)) throw new Error(`${host} was not refused`);
  return error;
}

describe('resolveAllowed', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1', 'loopback'],
    ['127.1', '127.0.0.1', 'loopback'],
    ['2130706433', '127.0.0.1', 'loopback'],
    ['0x7f000001', '127.0.0.1', 'loopback'],
    ['0.0.0.0', '0.0.0.0', 'unspecified'],
    ['[::1]', '::1', 'loopback'],
    ['::1', '::1', 'loopback'],
    ['[::]', '::', 'unspecified'],
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1', 'ipv4Mapped(loopback)'],
    ['169.254.169.254', '169.254.169.254', 'linkLocal'],
    ['[fe80::1]', 'fe80::1', 'linkLocal'],
    ['10.0.0.1', '10.0.0.1', 'private'],
    ['100.64.1.1', '100.64.1.1', 'carrierGradeNat'],
    ['[fd00::25]', 'fd00::25', 'uniqueLocal'],
  ])('refuses the address %s without asking DNS', async (host, address, range) => {
    const { policy: p, fake } = policy();
    const error = await resolveAllowed(host, p).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutgoingRefusedError);
    expect(error).toMatchObject({ reason: 'refused', refused: { address, range }, payload: { status: 400 } });
    expect(fake.asked).toEqual([]);
  });

  it('says in Chinese what was refused, the address it stands for, and who can allow it', async () => {
    expect((await refusal('2130706433')).payload).toEqual({
      status: 400,
      code: 'OUTGOING_HOST_REFUSED',
      message:
        'SMTP 服务器“2130706433”指向本机、内网或保留地址（127.0.0.1），出于安全考虑不允许连接；' +
        '如确需使用内部服务器，请运维人员在 SMTP_ALLOW_HOSTS 中放行',
    });
    expect((await refusal('127.0.0.1')).message).toMatch(/^SMTP 服务器“127\.0\.0\.1”指向本机、内网或保留地址，/);
  });

  it.each([
    ['localhost', '127.0.0.1', 'loopback'],
    ['evil.example', '127.0.0.1', 'loopback'],
    ['metadata.example', '169.254.169.254', 'linkLocal'],
    ['mapped.example', '::ffff:7f00:1', 'ipv4Mapped(loopback)'],
    // One private address among public ones is enough
    ['half.example', '10.0.0.8', 'private'],
  ])('refuses the name %s, which resolves to %s', async (host, address, range) => {
    const error = await refusal(host);
    expect(error).toMatchObject({ reason: 'refused', refused: { address, range } });
    expect(error.message).toContain(`（${address}）`);
  });

  it('answers every address of a public name, all checked, the first to connect to, and the name for TLS', async () => {
    const { policy: p } = policy();
    expect(await resolveAllowed(' SMTP.QQ.com. ', p)).toEqual({
      host: 'SMTP.QQ.com.',
      servername: 'smtp.qq.com',
      address: '183.47.101.192',
      family: 4,
      addresses: ['183.47.101.192', '2408:8756:c52:1aec::8'],
    });
    expect(await resolveAllowed('220.181.38.148', p)).toMatchObject({
      servername: null,
      address: '220.181.38.148',
      addresses: ['220.181.38.148'],
    });
  });

  it('refuses what is not a host name or an address, in Chinese, asking nothing', async () => {
    for (const host of ['smtp.qq.com:465', 'http://smtp.qq.com', '', 'a b', 'fe80::1%eth0']) {
      const { policy: p, fake } = policy();
      await expect(resolveAllowed(host, p)).rejects.toMatchObject({
        reason: 'invalid',
        payload: {
          status: 400,
          code: 'OUTGOING_HOST_INVALID',
          message: `SMTP 服务器“${host.trim()}”不是有效的主机名或 IP 地址`,
        },
      });
      expect(fake.asked).toEqual([]);
    }
  });

  it('refuses a name that does not resolve, or resolves to nothing, as unresolvable', async () => {
    const { policy: p } = policy('', { 'empty.example': [] });
    await expect(resolveAllowed('nowhere.example', p)).rejects.toMatchObject({
      reason: 'unresolvable',
      message: 'SMTP 服务器“nowhere.example”无法解析（ENOTFOUND）',
    });
    await expect(resolveAllowed('empty.example', p)).rejects.toMatchObject({ reason: 'unresolvable' });
  });

  it('gives up on a resolver that does not answer', async () => {
    const p = outgoingPolicy('smtp', EMPTY_ALLOW_LIST, {
      lookup: () => new Promise(() => undefined),
      resolveTimeoutMs: 1,
    });
    await expect(resolveAllowed('slow.example', p)).rejects.toMatchObject({
      reason: 'unresolvable',
      message: expect.stringContaining('ETIMEOUT'),
    });
  });

  describe('with an allow-list', () => {
    it('lets an allowed address through in any spelling, and nothing beside it', async () => {
      const { policy: p } = policy('127.0.0.1');
      for (const host of ['127.0.0.1', '127.1', '2130706433', '0x7f000001', '[::ffff:127.0.0.1]', 'evil.example']) {
        expect((await resolveAllowed(host, p)).addresses.length).toBe(1);
      }
      for (const host of ['127.0.0.2', '[::1]', 'localhost', '169.254.169.254']) {
        await expect(resolveAllowed(host, p)).rejects.toMatchObject({ reason: 'refused' });
      }
    });

    it('lets an allowed name through whatever it resolves to; other names to the same place stay refused', async () => {
      const { policy: p } = policy('relay.corp.example, localhost');
      expect(await resolveAllowed('relay.corp.example', p)).toMatchObject({
        address: '10.8.0.25',
        servername: 'relay.corp.example',
      });
      expect(await resolveAllowed('LOCALHOST', p)).toMatchObject({ addresses: ['127.0.0.1', '::1'] });
      await expect(resolveAllowed('evil.example', p)).rejects.toMatchObject({ reason: 'refused' });
      await expect(resolveAllowed('127.0.0.1', p)).rejects.toMatchObject({ reason: 'refused' });
    });

    it('lets a CIDR range through', async () => {
      const { policy: p } = policy('10.8.0.0/16 fd00::/8');
      expect((await resolveAllowed('relay.corp.example', p)).address).toBe('10.8.0.25');
      expect((await resolveAllowed('[fd00::25]', p)).address).toBe('fd00::25');
      await expect(resolveAllowed('10.9.0.1', p)).rejects.toMatchObject({ reason: 'refused' });
    });
  });

  it('resolves once: a name that answers a public address, then a private one, is connected to at the first', async () => {
    const { policy: p, fake } = policy('', { 'rebind.example': [['93.184.216.34'], ['127.0.0.1']] });
    const options = await guardedSmtpOptions({ host: 'rebind.example', port: 587, secure: false }, p);
    expect(options).toEqual({
      host: '93.184.216.34',
      port: 587,
      secure: false,
      servername: 'rebind.example',
      tls: { servername: 'rebind.example' },
    });
    expect(fake.asked).toEqual(['rebind.example']);
    // Asked again, the name is refused: a later connection does not inherit the first answer.
    await expect(guardedSmtpOptions({ host: 'rebind.example' }, p)).rejects.toMatchObject({ reason: 'refused' });
  });
});

describe('guardedSmtpOptions', () => {
  it('keeps the TLS options and adds the server name; an address gets none', async () => {
    const { policy: p } = policy();
    expect(
      await guardedSmtpOptions({ host: 'smtp.exmail.qq.com', port: 465, tls: { minVersion: 'TLSv1.2' } }, p),
    ).toEqual({
      host: '113.96.208.92',
      port: 465,
      servername: 'smtp.exmail.qq.com',
      tls: { minVersion: 'TLSv1.2', servername: 'smtp.exmail.qq.com' },
    });
    expect(await guardedSmtpOptions({ host: '183.47.101.192', port: 25 }, p)).toEqual({
      host: '183.47.101.192',
      port: 25,
    });
  });

  it.each(['127.0.0.1', 'localhost', '2130706433', '0x7f000001', '[::1]', '169.254.169.254'])(
    'refuses %s before nodemailer sees it',
    async (host) => {
      const { policy: p } = policy();
      await expect(guardedSmtpOptions({ host, port: 25 }, p)).rejects.toBeInstanceOf(OutgoingRefusedError);
    },
  );
});

describe('allow-lists from the environment', () => {
  const schema = z.object({ SMTP_ALLOW_HOSTS: env.allowHosts });

  it('reads names, addresses and ranges separated by commas or spaces; empty by default', () => {
    const list = loadConfig(schema, {
      SMTP_ALLOW_HOSTS: ' relay.corp.example,10.0.0.25  10.8.0.0/16,[fd00::1] ',
    }).SMTP_ALLOW_HOSTS;
    expect([...list.names]).toEqual(['relay.corp.example']);
    expect(list.ranges.map(([ip, bits]) => `${ip.toString()}/${bits}`)).toEqual([
      '10.0.0.25/32',
      '10.8.0.0/16',
      'fd00::1/128',
    ]);
    expect(loadConfig(schema, {}).SMTP_ALLOW_HOSTS).toEqual({ names: new Set(), ranges: [] });
  });

  it.each(['smtp.qq.com:25', 'http://relay', '10.0.0.0/33', '10.0.0.0/x', 'fd00::/129', 'localhost/8'])(
    'stops the start on %j, naming the variable and the entry',
    (value) => {
      expect(() => loadConfig(schema, { SMTP_ALLOW_HOSTS: value })).toThrow(ConfigError);
      expect(() => loadConfig(schema, { SMTP_ALLOW_HOSTS: value })).toThrow(
        /SMTP_ALLOW_HOSTS: ".*" is not a host name, an IP address or a CIDR range/,
      );
    },
  );
});

describe('refusedLiteral (start-up checks of configured URLs)', () => {
  it('names the range of a refused address, unless the list allows it; names are left to connection time', () => {
    expect(refusedLiteral('127.0.0.1', EMPTY_ALLOW_LIST)).toBe('loopback');
    expect(refusedLiteral('[::1]', EMPTY_ALLOW_LIST)).toBe('loopback');
    expect(refusedLiteral(new URL('http://2130706433/').hostname, EMPTY_ALLOW_LIST)).toBe('loopback');
    expect(refusedLiteral('127.0.0.1', parseAllowList('127.0.0.1'))).toBeNull();
    expect(refusedLiteral('8.8.8.8', EMPTY_ALLOW_LIST)).toBeNull();
    expect(refusedLiteral('localhost', EMPTY_ALLOW_LIST)).toBeNull();
  });
});

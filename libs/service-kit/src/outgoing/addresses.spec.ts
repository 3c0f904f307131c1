import { classifyAddress, parseHost } from './addresses';

describe('classifyAddress', () => {
  it.each([
    // IPv4, every spelling the resolver reads as the same address
    ['127.0.0.1', '127.0.0.1', 'loopback'],
    ['127.1', '127.0.0.1', 'loopback'],
    ['2130706433', '127.0.0.1', 'loopback'],
    ['0x7f000001', '127.0.0.1', 'loopback'],
    ['0X7F000001', '127.0.0.1', 'loopback'],
    ['0177.0.0.1', '127.0.0.1', 'loopback'],
    ['0x7f.1', '127.0.0.1', 'loopback'],
    ['017700000001', '127.0.0.1', 'loopback'],
    ['127.255.255.254', '127.255.255.254', 'loopback'],
    ['0.0.0.0', '0.0.0.0', 'unspecified'],
    ['0', '0.0.0.0', 'unspecified'],
    ['0.1.2.3', '0.1.2.3', 'unspecified'],
    ['10.0.0.1', '10.0.0.1', 'private'],
    ['172.16.5.4', '172.16.5.4', 'private'],
    ['172.31.255.255', '172.31.255.255', 'private'],
    ['192.168.1.1', '192.168.1.1', 'private'],
    ['3232235777', '192.168.1.1', 'private'],
    ['169.254.169.254', '169.254.169.254', 'linkLocal'],
    ['0xa9fea9fe', '169.254.169.254', 'linkLocal'],
    ['100.64.0.1', '100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', '100.127.255.254', 'carrierGradeNat'],
    ['224.0.0.1', '224.0.0.1', 'multicast'],
    ['239.255.255.250', '239.255.255.250', 'multicast'],
    ['255.255.255.255', '255.255.255.255', 'broadcast'],
    ['240.0.0.1', '240.0.0.1', 'reserved'],
    ['192.0.0.8', '192.0.0.8', 'reserved'],
    ['192.0.2.1', '192.0.2.1', 'reserved'],
    ['198.18.0.1', '198.18.0.1', 'reserved'],
    ['198.51.100.7', '198.51.100.7', 'reserved'],
    ['203.0.113.9', '203.0.113.9', 'reserved'],
    // IPv6
    ['::1', '::1', 'loopback'],
    ['[::1]', '::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', '::1', 'loopback'],
    ['::', '::', 'unspecified'],
    ['[::]', '::', 'unspecified'],
    ['fe80::1', 'fe80::1', 'linkLocal'],
    ['FEBF::1', 'febf::1', 'linkLocal'],
    ['fc00::1', 'fc00::1', 'uniqueLocal'],
    ['fd12:3456:789a::1', 'fd12:3456:789a::1', 'uniqueLocal'],
    ['fec0::1', 'fec0::1', 'deprecatedSiteLocal'],
    ['ff02::1', 'ff02::1', 'multicast'],
    ['2001:db8::25', '2001:db8::25', 'reserved'],
    ['100::1', '100::1', 'discard'],
    // IPv6 forms that carry an IPv4 address are judged by it
    ['::ffff:127.0.0.1', '::ffff:7f00:1', 'ipv4Mapped(loopback)'],
    ['[::ffff:7f00:1]', '::ffff:7f00:1', 'ipv4Mapped(loopback)'],
    ['::ffff:169.254.169.254', '::ffff:a9fe:a9fe', 'ipv4Mapped(linkLocal)'],
    ['::ffff:10.1.2.3', '::ffff:a01:203', 'ipv4Mapped(private)'],
    ['::ffff:0.0.0.0', '::ffff:0:0', 'ipv4Mapped(unspecified)'],
    ['::ffff:0:127.0.0.1', '::ffff:0:7f00:1', 'rfc6145(loopback)'],
    ['64:ff9b::127.0.0.1', '64:ff9b::7f00:1', 'rfc6052(loopback)'],
    ['64:ff9b::a9fe:a9fe', '64:ff9b::a9fe:a9fe', 'rfc6052(linkLocal)'],
    ['64:ff9b::c0a8:101', '64:ff9b::c0a8:101', 'rfc6052(private)'],
    ['2002:7f00:1::', '2002:7f00:1::', '6to4(loopback)'],
    ['2002:a9fe:a9fe::1', '2002:a9fe:a9fe::1', '6to4(linkLocal)'],
    ['2002:c0a8:101::1', '2002:c0a8:101::1', '6to4(private)'],
    // Teredo: the client's address with every bit inverted (here 127.0.0.1)
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', '2001:0:4136:e378:8000:63bf:80ff:fffe', 'teredo(loopback)'],
    // Never anything to connect to out of here
    ['::127.0.0.1', '::7f00:1', 'ipv4Compatible'],
    ['::7f00:1', '::7f00:1', 'ipv4Compatible'],
    ['::8.8.8.8', '::808:808', 'ipv4Compatible'],
    ['64:ff9b:1::8.8.8.8', '64:ff9b:1::808:808', 'nat64LocalUse'],
  ])('refuses %s (%s) as %s', (text, address, range) => {
    expect(classifyAddress(text)).toEqual({ address, family: expect.any(Number), refusedAs: range });
  });

  it.each([
    ['8.8.8.8', '8.8.8.8'],
    ['1.1.1.1', '1.1.1.1'],
    ['114.114.114.114', '114.114.114.114'],
    ['220.181.38.148', '220.181.38.148'],
    ['134744072', '8.8.8.8'],
    ['11.0.0.1', '11.0.0.1'],
    ['172.15.255.255', '172.15.255.255'],
    ['172.32.0.1', '172.32.0.1'],
    ['100.63.255.255', '100.63.255.255'],
    ['100.128.0.1', '100.128.0.1'],
    ['169.253.255.255', '169.253.255.255'],
    ['223.255.255.254', '223.255.255.254'],
    ['2400:3200::1', '2400:3200::1'],
    ['2001:4860:4860::8888', '2001:4860:4860::8888'],
    ['[2408:8000::1]', '2408:8000::1'],
    ['::ffff:8.8.8.8', '::ffff:808:808'],
    ['64:ff9b::8.8.8.8', '64:ff9b::808:808'],
    ['2002:808:808::1', '2002:808:808::1'],
    // Teredo of the client 8.8.8.8 (f7f7:f7f7 inverted)
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', '2001:0:4136:e378:8000:63bf:f7f7:f7f7'],
  ])('lets the public address %s through', (text, address) => {
    expect(classifyAddress(text)).toEqual({ address, family: expect.any(Number), refusedAs: null });
  });

  it('says which family an address is', () => {
    expect(classifyAddress('0x7f000001').family).toBe(4);
    expect(classifyAddress('::ffff:127.0.0.1').family).toBe(6);
  });

  it('throws for what is not an address', () => {
    expect(() => classifyAddress('localhost')).toThrow(/not an IP address/);
  });
});

describe('parseHost', () => {
  it('writes names in lower case, without the trailing dot, IDN as punycode', () => {
    expect(parseHost(' SMTP.QQ.com. ')).toEqual({ kind: 'name', name: 'smtp.qq.com' });
    expect(parseHost('邮件.中国')).toEqual({ kind: 'name', name: 'xn--5nq051n.xn--fiqs8s' });
    expect(parseHost('localhost')).toEqual({ kind: 'name', name: 'localhost' });
    expect(parseHost('relay_1.corp.example')).toEqual({ kind: 'name', name: 'relay_1.corp.example' });
    expect(parseHost('127.0.0.1.nip.io')).toEqual({ kind: 'name', name: '127.0.0.1.nip.io' });
  });

  it.each([
    '',
    '   ',
    'smtp.qq.com:465',
    '127.0.0.1:25',
    'http://smtp.qq.com',
    'smtp.qq.com/x',
    'user@smtp.qq.com',
    'a b.com',
    'smtp..qq.com',
    '-smtp.qq.com',
    'smtp-.qq.com',
    'fe80::1%eth0',
    '[fe80::1%25eth0]',
    '[127.0.0.1]',
    '[::1',
    '::1]',
    // Names that end in a number are addresses to resolvers, here not valid ones
    '08.0.0.1',
    '4294967296',
    '1.2.3.4.5',
    'x.0x7f',
    // Full-width digits: an address to domainToASCII, refused rather than guessed at
    '１２７.０.０.１',
    '127。0。0。1',
    `${'a'.repeat(64)}.com`,
    `${'a.'.repeat(127)}com`,
  ])('refuses %j as a host', (text) => {
    expect(parseHost(text)).toBeNull();
  });
});

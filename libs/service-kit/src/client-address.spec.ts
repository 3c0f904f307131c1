import { clientKey } from './client-address';

describe('clientKey', () => {
  it('reads every spelling of one IPv6 address, and its whole /64, as one key', () => {
    const keys = new Set(
      [
        '2001:db8::1',
        '2001:DB8::1',
        '2001:db8:0:0:0:0:0:1',
        '2001:0db8:0000::0001',
        '[2001:db8::1]',
        '2001:db8::1%eth0',
        '2001:db8::ffff:9',
        '2001:db8:0:0:1234:5678:9abc:def0',
      ].map(clientKey),
    );
    expect([...keys]).toEqual(['2001:db8:0:0::/64']);
    expect(clientKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
  });

  it('reads IPv4-mapped IPv6 as its IPv4 address', () => {
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::FFFF:c000:0207')).toBe('192.0.2.7');
    expect(clientKey('0:0:0:0:0:ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
  });

  it('keeps what is not an address as its own key', () => {
    expect(clientKey(null)).toBe('unknown');
    expect(clientKey('')).toBe('unknown');
    expect(clientKey('Not-An-Address')).toBe('not-an-address');
    expect(clientKey('1.2.3.999')).toBe('1.2.3.999');
  });
});

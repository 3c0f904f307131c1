import { hostVary, isPlainHost } from './host-check';

describe('isPlainHost', () => {
  it.each([
    'example.com',
    'www.example.com:8080',
    '127.0.0.1:3000',
    'localhost',
    '[::1]:3000',
    'my_gateway',
    'a.example.',
  ])('takes %s', (host) => expect(isPlainHost(host)).toBe(true));

  it.each([
    'x"><meta http-equiv=refresh content="0;url=https://evil.example/">',
    "a.example'",
    'a.example/x',
    'a example',
    'a.example:99999',
    'a.example:',
    'a.example:80:80',
    '',
    '-',
    'a.example\\b',
    'user@a.example',
    '[::1',
  ])('refuses %j', (host) => expect(isPlainHost(host)).toBe(false));
});

describe('hostVary', () => {
  it('adds X-Forwarded-Host only behind a trusted proxy', () => {
    expect(hostVary({ TRUSTED_PROXIES: '' })).toBe('host');
    expect(hostVary({ TRUSTED_PROXIES: '127.0.0.1' })).toBe('host, x-forwarded-host');
  });
});

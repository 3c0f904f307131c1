import { ConfigError, loadConfig } from '@site/service-kit';
import { checkedIdentityConfigSchema } from './identity-config';

describe('identity config: the outgoing-request allow-lists', () => {
  it('are empty by default, with the engines on their public addresses', () => {
    const config = loadConfig(checkedIdentityConfigSchema, {});
    expect(config.SMTP_ALLOW_HOSTS.names.size + config.SMTP_ALLOW_HOSTS.ranges.length).toBe(0);
    expect(config.SEARCH_PUSH_ALLOW_HOSTS.names.size + config.SEARCH_PUSH_ALLOW_HOSTS.ranges.length).toBe(0);
  });

  it.each([
    ['SEARCH_PUSH_BAIDU_URL', 'http://127.0.0.1:9/baidu', 'loopback'],
    ['SEARCH_PUSH_INDEXNOW_URL', 'http://[::1]:9/indexnow', 'loopback'],
    ['SEARCH_PUSH_INDEXNOW_URL', 'http://2130706433/indexnow', 'loopback'],
    ['SEARCH_PUSH_BAIDU_URL', 'http://169.254.169.254/', 'linkLocal'],
  ])('stops the start when %s is a refused address (%s), naming the variable and the allow-list', (key, url, range) => {
    expect(() => loadConfig(checkedIdentityConfigSchema, { [key]: url })).toThrow(ConfigError);
    expect(() => loadConfig(checkedIdentityConfigSchema, { [key]: url })).toThrow(
      `${key}: points at a refused address (${range}); add it to SEARCH_PUSH_ALLOW_HOSTS if that is meant`,
    );
  });

  it('starts with a local engine the allow-list names, and leaves names to be checked when a push goes out', () => {
    const local = {
      SEARCH_PUSH_BAIDU_URL: 'http://127.0.0.1:9/baidu',
      SEARCH_PUSH_INDEXNOW_URL: 'http://localhost:9/x',
    };
    expect(() =>
      loadConfig(checkedIdentityConfigSchema, { ...local, SEARCH_PUSH_ALLOW_HOSTS: '127.0.0.1' }),
    ).not.toThrow();
  });

  it('names a bad allow-list entry', () => {
    expect(() => loadConfig(checkedIdentityConfigSchema, { SMTP_ALLOW_HOSTS: 'relay:25' })).toThrow(
      /SMTP_ALLOW_HOSTS: "relay:25" is not a host name, an IP address or a CIDR range/,
    );
  });
});

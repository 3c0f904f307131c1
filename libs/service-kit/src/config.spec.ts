import { ConfigError, loadConfig, serviceConfigSchema } from './config';
import { natsAuthOptions } from './nats-access';

describe('loadConfig', () => {
  const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/catalog' };

  it('fills defaults for what is optional', () => {
    expect(loadConfig(serviceConfigSchema, valid)).toEqual({
      DATABASE_URL: valid.DATABASE_URL,
      NATS_URL: 'nats://127.0.0.1:4222',
      NATS_PREFIX: '',
      LOG_LEVEL: 'info',
      SEED_DEMO: false,
      SHUTDOWN_TIMEOUT_MS: 10000,
      RPC_CHECK_REPLIES: true,
      HEALTH_PORT: 0,
      MIGRATIONS: 'run',
      MIGRATIONS_WAIT_SECONDS: 300,
      PUBLISH_POLL_MS: 15000,
    });
  });

  it('takes a NATS password nats-server can read from its environment, and refuses others', () => {
    const password = (NATS_PASSWORD: string) => () => loadConfig(serviceConfigSchema, { ...valid, NATS_PASSWORD });
    expect(password('pA1b2c3d4e5f6g7h8')).not.toThrow();
    // A leading digit or dash would be read as a number by the server's config parser.
    for (const bad of ['1234567890abcdefg', '-abcdefghijklmnop', 'short', 'has space inside it']) {
      expect(password(bad)).toThrow(/NATS_PASSWORD: must be at least 16 letters/);
    }
  });

  it('wants NATS_USER and NATS_PASSWORD together, and gives the user its own inbox prefix', () => {
    expect(natsAuthOptions({})).toEqual({});
    expect(natsAuthOptions({ NATS_USER: 'catalog', NATS_PASSWORD: 'pA1b2c3d4e5f6g7h8' })).toEqual({
      user: 'catalog',
      pass: 'pA1b2c3d4e5f6g7h8',
      inboxPrefix: '_INBOX_catalog',
    });
    expect(() => natsAuthOptions({ NATS_USER: 'catalog' })).toThrow(ConfigError);
    expect(() => natsAuthOptions({ NATS_PASSWORD: 'pA1b2c3d4e5f6g7h8' })).toThrow(/set together/);
  });

  it('parses booleans and numbers from their text', () => {
    const config = loadConfig(serviceConfigSchema, { ...valid, SEED_DEMO: 'yes', SHUTDOWN_TIMEOUT_MS: '2500' });
    expect(config.SEED_DEMO).toBe(true);
    expect(config.SHUTDOWN_TIMEOUT_MS).toBe(2500);
  });

  it('names every missing or bad variable, once, with what it got', () => {
    let message = '';
    try {
      loadConfig(serviceConfigSchema, { NATS_URL: 'http://x', SEED_DEMO: 'maybe', NATS_PREFIX: 'a.b' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('(not set)');
    expect(message).toContain('NATS_URL');
    expect(message).toContain('"http://x"');
    expect(message).toContain('SEED_DEMO');
    expect(message).toContain('NATS_PREFIX');
    expect(message.match(/NATS_URL/g)).toHaveLength(1);
  });
});

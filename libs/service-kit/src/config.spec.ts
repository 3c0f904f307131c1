import { ConfigError, loadConfig, serviceConfigSchema } from './config';

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
    });
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

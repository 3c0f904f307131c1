import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in protection without lockouts anyone can trigger: failure counters with growing blocks per
 * address, account, (address, account) pair and trusted device; the trusted devices themselves;
 * the last TOTP time step each account used (a code is accepted once); spent proof-of-work
 * challenges (each answers once). The per-account failure count on users goes.
 */
export class SignInThrottles1763900000000 implements MigrationInterface {
  name = 'SignInThrottles1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_throttles (
        scope varchar(10) NOT NULL,
        key text NOT NULL,
        failures integer NOT NULL,
        blocks integer NOT NULL DEFAULT 0,
        blocked_until timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      )`);
    await q.query('CREATE INDEX login_throttles_updated_at ON login_throttles (updated_at)');
    await q.query(`
      CREATE TABLE trusted_devices (
        token_hash char(64) PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX trusted_devices_user_id ON trusted_devices (user_id)');
    await q.query('ALTER TABLE users ADD COLUMN totp_last_step bigint');
    await q.query('ALTER TABLE users DROP COLUMN failed_attempts');
    await q.query('DROP TABLE captchas');
    await q.query(`
      CREATE TABLE service_secrets (
        name varchar(50) PRIMARY KEY,
        value bytea NOT NULL CHECK (octet_length(value) >= 32),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE spent_challenges (
        signature char(64) PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE spent_challenges');
    await q.query('DROP TABLE service_secrets');
    await q.query(
      'CREATE TABLE captchas (id uuid PRIMARY KEY, answer_hash char(64) NOT NULL, expires_at timestamptz NOT NULL)',
    );
    await q.query('ALTER TABLE users ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0');
    await q.query('ALTER TABLE users DROP COLUMN totp_last_step');
    await q.query('DROP TABLE trusted_devices');
    await q.query('DROP TABLE login_throttles');
  }
}

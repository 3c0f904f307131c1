import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsersSessionsAudit1763750000000 implements MigrationInterface {
  name = 'CreateUsersSessionsAudit1763750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username varchar(50) NOT NULL,
        name varchar(50) NOT NULL,
        email varchar(100) NOT NULL,
        role varchar(10) NOT NULL CHECK (role IN ('admin', 'editor', 'viewer')),
        status varchar(10) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'disabled')),
        password_hash text NOT NULL,
        failed_attempts integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        totp_secret text,
        totp_pending_secret text,
        totp_enabled boolean NOT NULL DEFAULT false,
        last_login timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX users_username_lower ON users (lower(username))');
    await queryRunner.query(`
      CREATE TABLE sessions (
        token_hash char(64) PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        remember boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ip varchar(64),
        user_agent text
      )`);
    await queryRunner.query('CREATE INDEX sessions_user_id ON sessions (user_id)');
    await queryRunner.query(`
      CREATE TABLE captchas (
        id uuid PRIMARY KEY,
        answer_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        user_id integer,
        username varchar(50) NOT NULL,
        role varchar(10) NOT NULL,
        action varchar(100) NOT NULL,
        method varchar(10) NOT NULL,
        path text NOT NULL,
        status integer NOT NULL,
        ip varchar(64)
      )`);
    await queryRunner.query('CREATE INDEX audit_log_at ON audit_log (at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE audit_log');
    await queryRunner.query('DROP TABLE captchas');
    await queryRunner.query('DROP TABLE sessions');
    await queryRunner.query('DROP TABLE users');
  }
}

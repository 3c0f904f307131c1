import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateContact1763770000000 implements MigrationInterface {
  name = 'CreateContact1763770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Keys the service keeps to itself: the form-token and address-hash key (made at first start).
    await queryRunner.query(`
      CREATE TABLE service_secrets (
        name varchar(50) PRIMARY KEY,
        value bytea NOT NULL CHECK (octet_length(value) >= 32),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE contact_messages (
        id serial PRIMARY KEY,
        name varchar(50) NOT NULL CHECK (btrim(name) <> ''),
        email varchar(100) NOT NULL CHECK (btrim(email) <> ''),
        company varchar(100) NOT NULL DEFAULT '',
        subject varchar(100) NOT NULL CHECK (btrim(subject) <> ''),
        message text NOT NULL CHECK (btrim(message) <> '' AND char_length(message) <= 5000),
        status varchar(10) NOT NULL DEFAULT 'unread' CHECK (status IN ('unread', 'read', 'replied', 'archived')),
        -- A retried submission carries the same key and lands once; the fingerprint tells a
        -- retry from another message sent with a reused key.
        idempotency_key varchar(100) UNIQUE,
        fingerprint char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX contact_messages_created ON contact_messages (created_at DESC, id DESC)');
    await queryRunner.query(
      'CREATE INDEX contact_messages_status_created ON contact_messages (status, created_at DESC, id DESC)',
    );

    // Accepted submissions per visitor address (a keyed hash, never the address): the sliding
    // window of the rate limit. Rows older than the window are pruned by the worker.
    await queryRunner.query(`
      CREATE TABLE contact_submissions (
        id bigserial PRIMARY KEY,
        address_hash char(64) NOT NULL,
        submitted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX contact_submissions_address ON contact_submissions (address_hash, submitted_at)',
    );
    await queryRunner.query('CREATE INDEX contact_submissions_submitted ON contact_submissions (submitted_at)');

    // The mail notice of each new message, written in the message's transaction (never lost) and
    // sent by the worker with retries. Claiming a row moves next_attempt_at past the send (a
    // lease), so a crash mid-send hands it to the next round once the lease is over.
    await queryRunner.query(`
      CREATE TABLE mail_outbox (
        id serial PRIMARY KEY,
        message_id integer NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
        state varchar(10) NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'skipped', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error varchar(500),
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await queryRunner.query(
      "CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE state = 'pending'",
    );
    await queryRunner.query('CREATE INDEX mail_outbox_message ON mail_outbox (message_id)');

    await queryRunner.query(`
      CREATE TABLE app_downloads (
        id serial PRIMARY KEY,
        platform varchar(20) NOT NULL CHECK (platform IN ('android', 'android-beta', 'ios', 'ios-beta')),
        version varchar(50) NOT NULL DEFAULT '',
        title varchar(100) NOT NULL DEFAULT '',
        description varchar(2000) NOT NULL DEFAULT '',
        qrcode_url varchar(500) NOT NULL DEFAULT '',
        download_url varchar(500) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE app_downloads');
    await queryRunner.query('DROP TABLE mail_outbox');
    await queryRunner.query('DROP TABLE contact_submissions');
    await queryRunner.query('DROP TABLE contact_messages');
    await queryRunner.query('DROP TABLE service_secrets');
  }
}

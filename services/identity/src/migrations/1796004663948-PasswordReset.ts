import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Forgot password by e-mail (docs/accounts.md): one-time tokens, request counters, the account mail outbox. */

export class PasswordReset1796004663948 implements MigrationInterface {
  name = 'PasswordReset1796004663948';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "account_mail_outbox" (
                "id" SERIAL NOT NULL,
                "kind" character varying(20) NOT NULL,
                "user_id" integer NOT NULL,
                "ip" character varying(64),
                "user_agent" character varying(300),
                "state" character varying(10) NOT NULL DEFAULT 'pending',
                "attempts" integer NOT NULL DEFAULT '0',
                "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "last_error" character varying(500),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "finished_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "account_mail_outbox_kind_check" CHECK (kind IN ('password-reset', 'password-changed')),
                CONSTRAINT "account_mail_outbox_state_check" CHECK (
                    state IN ('pending', 'sent', 'skipped', 'failed')
                ),
                CONSTRAINT "PK_7756ec5c65c8e03481aa8089e36" PRIMARY KEY ("id")
            )
        `);
    // The worker's queue, pending mails by due time (partial: declared by name only in the entity).
    await queryRunner.query(
      "CREATE INDEX account_mail_outbox_due ON account_mail_outbox (next_attempt_at, id) WHERE state = 'pending'",
    );
    await queryRunner.query(`
            CREATE INDEX "account_mail_outbox_user" ON "account_mail_outbox" ("user_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "account_tokens" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "purpose" character varying(20) NOT NULL,
                "token_hash" character varying(64) NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "used_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "account_tokens_purpose_check" CHECK (purpose IN ('reset', 'invite', 'email-change')),
                CONSTRAINT "PK_5e3640c493cc6206a44b885e6a9" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "account_tokens_user" ON "account_tokens" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "account_tokens_token_hash" ON "account_tokens" ("token_hash")
        `);
    await queryRunner.query(`
            CREATE TABLE "password_reset_limits" (
                "id" BIGSERIAL NOT NULL,
                "scope" character varying(10) NOT NULL,
                "key" character varying(200) NOT NULL,
                "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_b2c746a6541e3dc7fbd08b329de" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "password_reset_limits_key" ON "password_reset_limits" ("scope", "key", "at")
        `);
    await queryRunner.query(`
            ALTER TABLE "audit_log"
            ADD "user_agent" character varying(300)
        `);
    await queryRunner.query(`
            ALTER TABLE "account_mail_outbox"
            ADD CONSTRAINT "account_mail_outbox_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "account_tokens"
            ADD CONSTRAINT "account_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_user_id_fkey"
        `);
    await queryRunner.query(`
            ALTER TABLE "account_mail_outbox" DROP CONSTRAINT "account_mail_outbox_user_id_fkey"
        `);
    await queryRunner.query(`
            ALTER TABLE "audit_log" DROP COLUMN "user_agent"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."password_reset_limits_key"
        `);
    await queryRunner.query(`
            DROP TABLE "password_reset_limits"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."account_tokens_token_hash"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."account_tokens_user"
        `);
    await queryRunner.query(`
            DROP TABLE "account_tokens"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."account_mail_outbox_user"
        `);
    await queryRunner.query(`
            DROP TABLE "account_mail_outbox"
        `);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Invitations, e-mail changes and account notices (docs/accounts.md): more mail kinds, their words, a token's address. */

export class AccountMailKinds1796015611027 implements MigrationInterface {
  name = 'AccountMailKinds1796015611027';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "account_mail_outbox"
            ADD "to_address" character varying(100)
        `);
    await queryRunner.query(`
            ALTER TABLE "account_mail_outbox"
            ADD "details" jsonb NOT NULL DEFAULT '{}'
        `);
    await queryRunner.query(`
            ALTER TABLE "account_tokens"
            ADD "email" character varying(100)
        `);
    await queryRunner.query(`ALTER TABLE "account_mail_outbox" DROP CONSTRAINT "account_mail_outbox_kind_check"`);
    await queryRunner.query(`
            ALTER TABLE "account_mail_outbox" ADD CONSTRAINT "account_mail_outbox_kind_check"
            CHECK (kind IN ('password-reset', 'password-changed', 'invitation', 'email-change', 'email-changed', 'two-factor-changed', 'role-changed', 'new-sign-in'))
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "account_mail_outbox" WHERE kind NOT IN ('password-reset', 'password-changed')`,
    );
    await queryRunner.query(`ALTER TABLE "account_mail_outbox" DROP CONSTRAINT "account_mail_outbox_kind_check"`);
    await queryRunner.query(`
            ALTER TABLE "account_mail_outbox" ADD CONSTRAINT "account_mail_outbox_kind_check"
            CHECK (kind IN ('password-reset', 'password-changed'))
        `);
    await queryRunner.query(`
            ALTER TABLE "account_tokens" DROP COLUMN "email"
        `);
    await queryRunner.query(`
            ALTER TABLE "account_mail_outbox" DROP COLUMN "details"
        `);
    await queryRunner.query(`
            ALTER TABLE "account_mail_outbox" DROP COLUMN "to_address"
        `);
  }
}

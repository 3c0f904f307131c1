import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The search-engine push outbox (services/identity/src/search-push, docs/seo.md). */

export class SearchPushOutbox1795507586607 implements MigrationInterface {
  name = 'SearchPushOutbox1795507586607';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "search_push_outbox" (
                "id" SERIAL NOT NULL,
                "engine" character varying(10) NOT NULL,
                "action" character varying(10) NOT NULL,
                "url" character varying(2000) NOT NULL,
                "state" character varying(10) NOT NULL DEFAULT 'pending',
                "attempts" integer NOT NULL DEFAULT '0',
                "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "result" character varying(500),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "finished_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "search_push_outbox_action_check" CHECK (action IN ('update', 'delete')),
                CONSTRAINT "search_push_outbox_engine_check" CHECK (engine IN ('baidu', 'indexnow')),
                CONSTRAINT "search_push_outbox_state_check" CHECK (
                    state IN ('pending', 'sent', 'skipped', 'failed')
                ),
                CONSTRAINT "PK_906019314a0f34e3ca7394d7728" PRIMARY KEY ("id")
            )
        `);
    // The worker's queue, pending pushes by due time (partial: declared by name only in the entity).
    await queryRunner.query(
      "CREATE INDEX search_push_outbox_due ON search_push_outbox (next_attempt_at, id) WHERE state = 'pending'",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE "search_push_outbox"
        `);
  }
}

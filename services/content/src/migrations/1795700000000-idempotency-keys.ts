import { idempotencyKeysMigration } from '@site/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The records keyed creates made (issue 32 #8): a retry after a timeout makes no second one. */
export class IdempotencyKeys1795700000000 implements MigrationInterface {
  name = 'IdempotencyKeys1795700000000';

  up(q: QueryRunner): Promise<void> {
    return idempotencyKeysMigration.up(q);
  }

  down(q: QueryRunner): Promise<void> {
    return idempotencyKeysMigration.down(q);
  }
}

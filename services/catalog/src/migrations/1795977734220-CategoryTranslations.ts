import { MigrationInterface, QueryRunner } from 'typeorm';

export class CategoryTranslations1795977734220 implements MigrationInterface {
  name = 'CategoryTranslations1795977734220';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "category_translations" (
                "category_id" integer NOT NULL,
                "locale" character varying(10) NOT NULL,
                "name" character varying(50) NOT NULL,
                "slug" character varying(120) NOT NULL,
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "category_translations_slug_check" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
                CONSTRAINT "category_translations_name_check" CHECK (btrim(name) <> ''),
                CONSTRAINT "PK_0e9b8be8a7526b1726dfb8f83ef" PRIMARY KEY ("category_id", "locale")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "category_translations"
            ADD CONSTRAINT "category_translations_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "category_translations" DROP CONSTRAINT "category_translations_category_id_fkey"
        `);
    await queryRunner.query(`
            DROP TABLE "category_translations"
        `);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Folders of the media library (issue 33): one level, a folder with files cannot be removed. */
export class MediaFolders1795889198897 implements MigrationInterface {
  name = 'MediaFolders1795889198897';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "media_folders" (
                "id" SERIAL NOT NULL,
                "name" character varying(50) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "media_folders_name_key" UNIQUE ("name"),
                CONSTRAINT "media_folders_name_check" CHECK (btrim(name) <> ''),
                CONSTRAINT "PK_219645188a391081a10cd4004ce" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "media"
            ADD "folder_id" integer
        `);
    await queryRunner.query(`
            CREATE INDEX "media_folder_id" ON "media" ("folder_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "media"
            ADD CONSTRAINT "media_folder_id_fkey" FOREIGN KEY ("folder_id") REFERENCES "media_folders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "media" DROP CONSTRAINT "media_folder_id_fkey"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."media_folder_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "media" DROP COLUMN "folder_id"
        `);
    await queryRunner.query(`
            DROP TABLE "media_folders"
        `);
  }
}

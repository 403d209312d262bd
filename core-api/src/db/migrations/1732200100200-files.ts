import type { MigrationInterface, QueryRunner } from 'typeorm';
import { clientTable } from '@atrium/sdk/server';

const vc = (name: string, length: number, isNullable = false) => ({ name, type: 'varchar', length: String(length), isNullable });

export class Files1732200100200 implements MigrationInterface {
  name = 'Files1732200100200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'file',
        [
          vc('key', 500),
          vc('thumbKey', 500, true),
          vc('fileName', 255),
          vc('mimetype', 150),
          { name: 'size', type: 'double' },
          vc('purpose', 20),
          vc('uploaderId', 36, true),
          { name: 'refCount', type: 'int', default: 0 },
          vc('ownerType', 40, true),
          vc('ownerRef', 36, true),
        ],
        [
          { columns: ['refCount'], name: 'ix_file_client_refcount' },
          { columns: ['ownerType', 'ownerRef'], name: 'ix_file_client_owner' },
          { columns: ['uploaderId'], name: 'ix_file_client_uploader' },
        ],
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('file');
  }
}

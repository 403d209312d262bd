import type { MigrationInterface, QueryRunner } from 'typeorm';
import { clientTable } from '@atrium/sdk/server';
import { newId } from '../ids.js';

const vc = (name: string, length: number) => ({ name, type: 'varchar', length: String(length) });

/**
 * Files are counted per record that uses them (docs/architecture.md, Files): before, attaching a file
 * re-pointed its one owner, and deleting any record that used it deleted it for everyone. Each file that
 * had an owner gets that owner's reference; the wall's posts and comments and the core's HR files are
 * the owners that existed, any other owner type was a plugin's own code (`files.put` with `ownerId`).
 */
export class FileRefs1732200101000 implements MigrationInterface {
  name = 'FileRefs1732200101000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'file_ref',
        [vc('fileId', 36), vc('plugin', 40), vc('ownerType', 40), vc('ownerRef', 36)],
        [
          { columns: ['fileId', 'plugin', 'ownerType', 'ownerRef'], unique: true, name: 'ux_file_ref_owner' },
          { columns: ['plugin', 'ownerType', 'ownerRef'], name: 'ix_file_ref_record' },
        ],
      ),
    );
    const esc = (name: string) => q.connection.driver.escape(name);
    const owned: { id: string; ownerType: string }[] = await q.query(
      `SELECT id, ${esc('ownerType')}, ${esc('ownerRef')} FROM ${esc('file')} WHERE ${esc('ownerRef')} IS NOT NULL AND ${esc('refCount')} > 0`,
    );
    for (const f of owned) {
      const plugin = f.ownerType === 'post' || f.ownerType === 'comment' ? 'wall' : f.ownerType === 'user' ? 'core' : f.ownerType;
      // The reference takes the file's own times, so no date is bound (SQLite and MariaDB store them differently).
      await q.query(
        `INSERT INTO ${esc('file_ref')} (id, ${esc('clientId')}, ${esc('createdAt')}, ${esc('updatedAt')}, ${esc('fileId')}, plugin, ${esc('ownerType')}, ${esc('ownerRef')}) ` +
          `SELECT ?, ${esc('clientId')}, ${esc('createdAt')}, ${esc('updatedAt')}, id, ?, ${esc('ownerType')}, ${esc('ownerRef')} FROM ${esc('file')} WHERE id = ?`,
        [newId(), plugin, f.id],
      );
      await q.query(`UPDATE ${esc('file')} SET ${esc('refCount')} = 1 WHERE id = ?`, [f.id]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('file_ref');
  }
}

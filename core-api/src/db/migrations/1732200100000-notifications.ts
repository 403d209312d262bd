import type { MigrationInterface, QueryRunner } from 'typeorm';
import { clientTable } from '@atrium/sdk/server';

const vc = (name: string, length: number, isNullable = false) => ({ name, type: 'varchar', length: String(length), isNullable });
const text = (name: string, isNullable = false) => ({ name, type: 'text', isNullable });
const bool = (name: string, dflt: boolean) => ({ name, type: 'boolean', default: dflt });

export class Notifications1732200100000 implements MigrationInterface {
  name = 'Notifications1732200100000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable(
        'notification',
        [
          vc('userId', 36),
          vc('name', 100),
          vc('section', 20),
          vc('title', 300),
          text('text'),
          text('full', true),
          vc('link', 1024, true),
          text('vars'),
          vc('authorId', 36, true),
          bool('inCenter', true),
          bool('digestPending', false),
        ],
        [
          { columns: ['userId', 'section', 'createdAt'], name: 'ix_notification_user_section' },
          { columns: ['userId', 'createdAt'], name: 'ix_notification_user' },
        ],
      ),
    );
    await q.createTable(
      clientTable(
        'notification_view',
        [vc('notificationId', 36), vc('userId', 36)],
        [
          { columns: ['notificationId', 'userId'], unique: true, name: 'ux_notification_view' },
          { columns: ['userId'], name: 'ix_notification_view_user' },
        ],
      ),
    );
    await q.createTable(
      clientTable(
        'notif_template',
        [vc('code', 100), vc('name', 200), text('title'), text('short'), text('full'), text('variables')],
        [{ columns: ['code'], unique: true, name: 'ux_notif_template_code' }],
      ),
    );
    await q.createTable(
      clientTable(
        'notify_setting',
        [vc('userId', 36), text('channels'), bool('digest', false), text('targets')],
        [
          { columns: ['userId'], unique: true, name: 'ux_notify_setting_user' },
          { columns: ['digest'], name: 'ix_notify_setting_digest' },
        ],
      ),
    );
    await q.createTable(
      clientTable(
        'notify_channel',
        [vc('channel', 16), vc('baseUrl', 500), vc('token', 500), bool('active', true)],
        [{ columns: ['channel'], unique: true, name: 'ux_notify_channel' }],
      ),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['notify_channel', 'notify_setting', 'notif_template', 'notification_view', 'notification']) await q.dropTable(t);
  }
}

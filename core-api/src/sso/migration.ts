import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { clientTable } from '@atrium/sdk/server';

/** Sign-in providers per client and the sign-ins under way (sso/entities.ts). */
export class SingleSignOn1732200106300 implements MigrationInterface {
  name = 'SingleSignOn1732200106300';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      clientTable('sso_provider', [
        { name: 'kind', type: 'varchar', length: '16' },
        { name: 'name', type: 'varchar', length: '100' },
        { name: 'issuer', type: 'varchar', length: '300' },
        { name: 'oidcClientId', type: 'varchar', length: '300' },
        { name: 'secretSealed', type: 'text' },
        { name: 'claim', type: 'varchar', length: '64' },
        { name: 'allowCreate', type: 'boolean', default: false },
      ]),
    );
    await q.createTable(
      new Table({
        name: 'sso_login',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'stateHash', type: 'varchar', length: '64' },
          { name: 'clientId', type: 'varchar', length: '36' },
          { name: 'providerId', type: 'varchar', length: '36' },
          { name: 'codeVerifier', type: 'varchar', length: '128' },
          { name: 'nonce', type: 'varchar', length: '64' },
          { name: 'expiresAt', type: 'datetime', precision: 3 },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'ux_sso_login_state', columnNames: ['stateHash'], isUnique: true },
          { name: 'ix_sso_login_expires', columnNames: ['expiresAt'] },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('sso_login');
    await q.dropTable('sso_provider');
  }
}

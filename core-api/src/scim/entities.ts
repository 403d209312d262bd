import { EntitySchema } from 'typeorm';

/**
 * A client's SCIM bearer token: shown once when an admin generates it, kept only as its SHA-256, looked
 * up before any client is known (like a session). One per client: a new one ends the old.
 */
export interface ScimTokenRow {
  id: string;
  clientId: string;
  tokenHash: string;
  createdBy: string;
  createdAt: Date;
}

export const ScimToken = new EntitySchema<ScimTokenRow>({
  name: 'ScimToken',
  tableName: 'scim_token',
  columns: {
    id: { type: 'varchar', length: 36, primary: true },
    clientId: { type: 'varchar', length: 36 },
    tokenHash: { type: 'varchar', length: 64 },
    createdBy: { type: 'varchar', length: 36 },
    createdAt: { type: 'datetime', precision: 3 },
  },
  indices: [
    { name: 'ux_scim_token_hash', columns: ['tokenHash'], unique: true },
    { name: 'ux_scim_token_client', columns: ['clientId'], unique: true },
  ],
});

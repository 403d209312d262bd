import { EntitySchema } from 'typeorm';

/** A session: the token itself is never stored, only its SHA-256. */
export interface SessionRow {
  id: string;
  tokenHash: string;
  userId: string;
  clientId: string | null;
  expiresAt: Date;
  /** Last request the user made (written at most once a minute); null until the first. */
  lastSeenAt: Date | null;
  createdAt: Date;
}
export const Session = new EntitySchema<SessionRow>({
  name: 'Session',
  tableName: 'session',
  columns: {
    id: { type: 'varchar', length: 36, primary: true },
    tokenHash: { type: 'varchar', length: 64 },
    userId: { type: 'varchar', length: 36 },
    clientId: { type: 'varchar', length: 36, nullable: true },
    expiresAt: { type: 'datetime', precision: 3 },
    lastSeenAt: { type: 'datetime', precision: 3, nullable: true },
    createdAt: { type: 'datetime', precision: 3 },
  },
  indices: [
    { name: 'ux_session_token', columns: ['tokenHash'], unique: true },
    { name: 'ix_session_user', columns: ['userId'] },
  ],
});

export interface PasswordResetRow {
  id: string;
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}
export const PasswordReset = new EntitySchema<PasswordResetRow>({
  name: 'PasswordReset',
  tableName: 'password_reset',
  columns: {
    id: { type: 'varchar', length: 36, primary: true },
    tokenHash: { type: 'varchar', length: 64 },
    userId: { type: 'varchar', length: 36 },
    expiresAt: { type: 'datetime', precision: 3 },
    usedAt: { type: 'datetime', precision: 3, nullable: true },
    createdAt: { type: 'datetime', precision: 3 },
  },
  indices: [{ name: 'ux_password_reset_token', columns: ['tokenHash'], unique: true }],
});

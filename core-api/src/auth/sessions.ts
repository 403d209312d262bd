import { LessThan, type DataSource } from 'typeorm';
import { newId } from '../db/ids.js';
import { Session } from './entities.js';
import { hashToken, newToken } from './tokens.js';

export class Sessions {
  constructor(
    private readonly ds: DataSource,
    private readonly ttlHours: number,
  ) {}

  async create(userId: string, clientId: string | null) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + this.ttlHours * 3600_000);
    await this.ds
      .getRepository(Session)
      .insert({ id: newId(), tokenHash: hashToken(token), userId, clientId, expiresAt, createdAt: new Date() });
    return { token, expires: expiresAt };
  }

  revoke(token: string) {
    return this.ds.getRepository(Session).delete({ tokenHash: hashToken(token) });
  }

  /** Logout everywhere: blocking, deletion and a password change call this. */
  revokeUser(userId: string) {
    return this.ds.getRepository(Session).delete({ userId });
  }

  purgeExpired() {
    return this.ds.getRepository(Session).delete({ expiresAt: LessThan(new Date()) });
  }
}

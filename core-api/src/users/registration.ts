import { defineEntity, type ClientRow } from '@atrium/sdk/server';
import type { ErrorBody, RegistrationState } from '@atrium/sdk/shared';

/**
 * One `POST api/register_many`: the job's state and progress, and its outcome, read by the status call
 * on any node. The people wait for the job sealed with the installation's key (their passwords are in
 * them) and are forgotten once it ends.
 */
export interface RegistrationRow extends ClientRow {
  createdBy: string;
  state: RegistrationState;
  total: number;
  /** Employees prepared so far (passwords hashed). */
  done: number;
  people: string | null;
  /** The employees created, in the order sent. */
  userIds: string[] | null;
  error: (ErrorBody & { status: number }) | null;
}

export const Registration = defineEntity<RegistrationRow>({
  name: 'Registration',
  table: 'user_registration',
  columns: {
    createdBy: { type: 'varchar', length: 36 },
    state: { type: 'varchar', length: 10 },
    total: { type: 'int' },
    done: { type: 'int', default: 0 },
    // One request's body holds up to 1 MB: beyond MySQL's TEXT of 64 kB.
    people: { type: 'mediumtext', nullable: true },
    userIds: { type: 'simple-json', nullable: true },
    error: { type: 'simple-json', nullable: true },
  },
});

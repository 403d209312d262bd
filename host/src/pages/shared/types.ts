import type { EmployeeCard } from '@atrium/sdk/shared';

/**
 * An employee as the core's user routes answer it: the card any employee may see (the SDK's one colleague
 * shape; a fired employee is marked `deletion_mark` here) and the profile fields, HR fields only for those allowed.
 */
export interface Employee extends Omit<EmployeeCard, 'deleted'> {
  email?: string;
  login?: string | null;
  city?: string | null;
  phone?: string | null;
  internalPhone?: string | null;
  avatarLarge?: string | null;
  cover?: string | null;
  roles?: string[];
  rights?: string[];
  superuser?: boolean;
  blocked?: boolean;
  deletion_mark?: boolean;
  /** Excluded from integration (admins see it): the HR import leaves the employee alone. */
  hrExcluded?: boolean;
  [field: string]: unknown;
}

export interface Paged<T> {
  result: T[];
  page: number;
  limit: number;
  total: number;
}

/** A department of the structure tree: the SDK's wire type. */
export type { DepartmentNode as Department } from '@atrium/sdk/shared';

import { z } from 'zod';

/** Working-time buckets: under 3 months, 3 months-1 year, 1-5, 5-10, over 10 years (docs/architecture.md, Roles, rights and content). */
export const WORKING_TIME_BUCKETS = ['lt3m', 'm3y1', 'y1y5', 'y5y10', 'gt10y'] as const;
export type WorkingTimeBucket = (typeof WORKING_TIME_BUCKETS)[number];

export const GRANT_LEVELS = ['read', 'write', 'none'] as const;
export type GrantLevel = (typeof GRANT_LEVELS)[number];

/**
 * One content grant. Every audience is a conjunction of optional attributes, so "everyone" is a grant
 * with none set and a manual filter is a grant with several set.
 */
export const Grant = z
  .object({
    level: z.enum(GRANT_LEVELS),
    audience: z.enum(['everyone', 'all_heads', 'heads', 'users', 'positions', 'departments', 'cities', 'working_time', 'filter']),
    userIds: z.array(z.string().max(64)).max(1000).optional(),
    headIds: z.array(z.string().max(64)).max(1000).optional(),
    positions: z.array(z.string().max(200)).max(200).optional(),
    departmentIds: z.array(z.string().max(64)).max(500).optional(),
    cities: z.array(z.string().max(100)).max(200).optional(),
    buckets: z.array(z.enum(WORKING_TIME_BUCKETS)).max(5).optional(),
    filter: z
      .object({
        departmentId: z.string().max(64),
        city: z.string().max(100),
        position: z.string().max(200),
        bucket: z.enum(WORKING_TIME_BUCKETS),
      })
      .partial()
      .optional(),
  })
  .strict();
export type Grant = z.infer<typeof Grant>;
export const Grants = z.array(Grant).max(100);

export function workingTimeBucket(since: string | null | undefined, now = new Date()): WorkingTimeBucket | null {
  if (!since) return null;
  const start = new Date(since);
  const months =
    (now.getFullYear() - start.getFullYear()) * 12 + (now.getMonth() - start.getMonth()) - (now.getDate() < start.getDate() ? 1 : 0);
  if (months < 3) return 'lt3m';
  if (months < 12) return 'm3y1';
  if (months < 60) return 'y1y5';
  if (months < 120) return 'y5y10';
  return 'gt10y';
}

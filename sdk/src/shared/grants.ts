import { z } from 'zod';

/** Working-time buckets: under 3 months, 3 months-1 year, 1-5, 5-10, over 10 years (docs/architecture.md, Roles, rights and content). */
export const WORKING_TIME_BUCKETS = ['lt3m', 'm3y1', 'y1y5', 'y5y10', 'gt10y'] as const;
export type WorkingTimeBucket = (typeof WORKING_TIME_BUCKETS)[number];

export const GRANT_LEVELS = ['read', 'write', 'none'] as const;
export type GrantLevel = (typeof GRANT_LEVELS)[number];

/**
 * The most values one grant names, per audience (the documented maxima; a grant past one is refused with
 * its rule's text). Every value is one stored row, written in batches.
 */
export const GRANT_LIMITS = { userIds: 1000, headIds: 1000, positions: 200, departmentIds: 500, cities: 200 } as const;
/** The most grants one resource takes. */
export const GRANTS_MAX = 100;

const many = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item).max(max, `a grant names at most ${max} ${what}`).optional();
/** Ids are stored in 36-character columns (UUIDs); a longer one names nobody. */
const GrantId = z.string().min(1).max(36, 'an id in a grant has at most 36 characters');

/**
 * One content grant. Every audience is a conjunction of optional attributes, so "everyone" is a grant
 * with none set and a manual filter is a grant with several set.
 */
export const Grant = z
  .object({
    level: z.enum(GRANT_LEVELS),
    audience: z.enum(['everyone', 'all_heads', 'heads', 'users', 'positions', 'departments', 'cities', 'working_time', 'filter']),
    userIds: many(GrantId, GRANT_LIMITS.userIds, 'people'),
    headIds: many(GrantId, GRANT_LIMITS.headIds, 'heads'),
    positions: many(z.string().max(200), GRANT_LIMITS.positions, 'positions'),
    departmentIds: many(GrantId, GRANT_LIMITS.departmentIds, 'departments'),
    cities: many(z.string().max(100), GRANT_LIMITS.cities, 'cities'),
    buckets: z.array(z.enum(WORKING_TIME_BUCKETS)).max(5).optional(),
    filter: z
      .object({
        departmentId: GrantId,
        city: z.string().max(100),
        position: z.string().max(200),
        bucket: z.enum(WORKING_TIME_BUCKETS),
      })
      .partial()
      .optional(),
  })
  .strict();
export type Grant = z.infer<typeof Grant>;
export const Grants = z.array(Grant).max(GRANTS_MAX, `at most ${GRANTS_MAX} grants`);

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

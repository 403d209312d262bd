import { z } from 'zod';
import { CronExpressionParser } from 'cron-parser';
import { errors } from '@atrium/sdk/shared';

/** Job schedule types (docs/architecture.md, Limits): exact (accurate), minutely, hourly, daily, weekly, monthly, cron. */
export const SCHEDULE_TYPES = ['exact', 'minutely', 'hourly', 'daily', 'weekly', 'monthly', 'cron'] as const;

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const Schedule = z.discriminatedUnion('type', [
  z.object({ type: z.literal('exact'), at: z.iso.datetime({ offset: true }) }),
  z.object({ type: z.literal('minutely') }),
  z.object({ type: z.literal('hourly'), minute: z.number().int().min(0).max(59).default(0) }),
  z.object({ type: z.literal('daily'), time: Time.default('08:00') }),
  z.object({ type: z.literal('weekly'), weekday: z.number().int().min(0).max(6), time: Time.default('08:00') }),
  z.object({ type: z.literal('monthly'), day: z.number().int().min(1).max(28), time: Time.default('08:00') }),
  z.object({ type: z.literal('cron'), cron: z.string().min(9).max(100) }),
]);
export type Schedule = z.output<typeof Schedule>;

/** A repeating schedule as the cron line agenda repeats on; `exact` answers its date instead. */
export function toAgenda(s: Schedule): { at: Date } | { every: string } {
  const hm = (t: string) => t.split(':').map(Number) as [number, number];
  switch (s.type) {
    case 'exact':
      return { at: new Date(s.at) };
    case 'minutely':
      return { every: '* * * * *' };
    case 'hourly':
      return { every: `${s.minute} * * * *` };
    case 'daily': {
      const [h, m] = hm(s.time);
      return { every: `${m} ${h} * * *` };
    }
    case 'weekly': {
      const [h, m] = hm(s.time);
      return { every: `${m} ${h} * * ${s.weekday}` };
    }
    case 'monthly': {
      const [h, m] = hm(s.time);
      return { every: `${m} ${h} ${s.day} * *` };
    }
    case 'cron':
      try {
        CronExpressionParser.parse(s.cron);
      } catch {
        throw errors.badRequest('Invalid cron expression', 'jobs.invalidCron');
      }
      return { every: s.cron };
  }
}

/** JobsService.every() takes a schedule type name, a cron line or a human interval ('5 minutes'). */
export function intervalOf(interval: string): string {
  switch (interval) {
    case 'minutely':
      return '* * * * *';
    case 'hourly':
      return '0 * * * *';
    case 'daily':
      return '0 8 * * *';
    case 'weekly':
      return '0 8 * * 1';
    case 'monthly':
      return '0 8 1 * *';
    default:
      return interval;
  }
}

import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import type { Grant, WorkingTimeBucket } from '../shared/grants.js';
import type { EmployeeCard } from '../shared/employees.js';

/** The audiences the picker edits, one grant each; other grants (manual filters, other levels) pass through unchanged. */
export interface Audience {
  everyone: boolean;
  allHeads: boolean;
  departmentIds: string[];
  userIds: string[];
  headIds: string[];
  cities: string[];
  positions: string[];
  buckets: WorkingTimeBucket[];
}

const LISTS = { departments: 'departmentIds', users: 'userIds', heads: 'headIds', cities: 'cities', positions: 'positions' } as const;

/** The audience the grants of one level describe. */
export function audienceOf(grants: Grant[], level: Grant['level'] = 'read'): Audience {
  const mine = grants.filter((g) => g.level === level);
  const list = <K extends keyof Grant>(audience: Grant['audience'], key: K) =>
    mine.flatMap((g) => (g.audience === audience ? ((g[key] as string[] | undefined) ?? []) : []));
  return {
    everyone: mine.some((g) => g.audience === 'everyone'),
    allHeads: mine.some((g) => g.audience === 'all_heads'),
    departmentIds: list('departments', 'departmentIds'),
    userIds: list('users', 'userIds'),
    headIds: list('heads', 'headIds'),
    cities: list('cities', 'cities'),
    positions: list('positions', 'positions'),
    buckets: list('working_time', 'buckets') as WorkingTimeBucket[],
  };
}

/** Whether the picker edits this grant (the others are kept as they are). */
const edited = (g: Grant, level: Grant['level']) =>
  g.level === level && (['everyone', 'all_heads', 'working_time', ...Object.keys(LISTS)] as string[]).includes(g.audience);

/** The grants of an audience; "everyone" stands alone, since it covers every other audience. */
export function grantsOf(a: Audience, kept: Grant[], level: Grant['level'] = 'read'): Grant[] {
  const rest = kept.filter((g) => !edited(g, level));
  if (a.everyone) return [{ level, audience: 'everyone' }, ...rest];
  const out: Grant[] = a.allHeads ? [{ level, audience: 'all_heads' }] : [];
  for (const [audience, key] of Object.entries(LISTS) as [keyof typeof LISTS, (typeof LISTS)[keyof typeof LISTS]][])
    if (a[key].length) out.push({ level, audience, [key]: a[key] });
  if (a.buckets.length) out.push({ level, audience: 'working_time', buckets: a.buckets });
  return [...out, ...rest];
}

/** What the audience picker takes: the content's grants and where to send the changed ones. */
export interface AudiencePickerProps {
  value: Grant[];
  onChange(grants: Grant[]): void;
  level?: Grant['level'];
  error?: string;
}

// The picker's form and its structure and people look-ups load on first use, so the signed-in shell
// (which shares @atrium/sdk/ui) never downloads them or the schemas they bring.
const Picker = lazy(() => import('./kit/audience-picker.js'));

/**
 * Who may read a piece of content (docs/architecture.md, Roles, rights and content): everyone, all heads, departments,
 * employees, subordinates of chosen heads, cities, positions and working-time buckets. `value` is the
 * content's grants; grants the picker does not edit (manual filters, other levels) are kept.
 */
export function AudiencePicker(props: AudiencePickerProps) {
  return (
    <Suspense fallback={<Loader size="xs" />}>
      <Picker {...props} />
    </Suspense>
  );
}

const People = lazy(() => import('./kit/people-picker.js'));

export interface PeoplePickerProps {
  label: string;
  /** A line under the label: what choosing nobody means, say. */
  description?: string;
  /** Chosen employees' ids. */
  value: string[];
  onChange(ids: string[]): void;
  error?: string;
  /** At most this many may be chosen. */
  max?: number;
  /** Cards the caller already has (an event's participants): their names show before any search. */
  known?: Map<string, EmployeeCard>;
}

/** Employees of the client chosen by searching their names on the server (chat members, performers, ...). */
export function PeoplePicker(props: PeoplePickerProps) {
  return (
    <Suspense fallback={<Loader size="xs" />}>
      <People {...props} />
    </Suspense>
  );
}

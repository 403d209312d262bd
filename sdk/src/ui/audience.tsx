import { useState } from 'react';
import { MultiSelect, Stack, Switch, TagsInput, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WORKING_TIME_BUCKETS, type EmployeeCard, type Grant, type Paged, type WorkingTimeBucket } from '../shared/index.js';
import { structureRoutes, type DepartmentNode } from '../shared/structure.js';
import { useApi, useMe } from './hooks.js';

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

const flatten = (nodes: DepartmentNode[], depth = 0): { value: string; label: string }[] =>
  nodes.flatMap((n) => [{ value: n._id, label: `${'\u2003'.repeat(depth)}${n.name}` }, ...flatten(n.children, depth + 1)]);

/** Employees chosen by searching on the server (`POST /api/user/filter/{workspace}`); chosen ones keep their names. */
function PeoplePicker(p: { label: string; value: string[]; onChange(ids: string[]): void; known: Map<string, EmployeeCard> }) {
  const api = useApi();
  const workspace = useMe()?.client?.workspace;
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: ['audience', 'people', workspace, search],
    enabled: !!workspace,
    queryFn: () =>
      api.post<Paged<EmployeeCard>>(
        `/api/user/filter/${workspace}`,
        { search: search.trim() || undefined, page: 1, limit: 20 },
        { quiet: true },
      ),
  });
  for (const c of found.data?.result ?? []) p.known.set(c._id, c);
  const data = [...new Set([...p.value, ...(found.data?.result ?? []).map((c) => c._id)])].map((id) => ({
    value: id,
    label: p.known.get(id)?.fullName ?? id,
  }));
  return (
    <MultiSelect
      label={p.label}
      data={data}
      value={p.value}
      onChange={p.onChange}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
    />
  );
}

/**
 * Who may read a piece of content (docs/architecture.md, Roles, rights and content): everyone, all heads, departments,
 * employees, subordinates of chosen heads, cities, positions and working-time buckets. `value` is the
 * content's grants; grants the picker does not edit (manual filters, other levels) are kept.
 */
export function AudiencePicker({
  value,
  onChange,
  level = 'read',
  error,
}: {
  value: Grant[];
  onChange(grants: Grant[]): void;
  level?: Grant['level'];
  error?: string;
}) {
  const { t } = useTranslation('common');
  const api = useApi();
  const clientId = useMe()?.client?._id;
  const [known] = useState(() => new Map<string, EmployeeCard>());
  const a = audienceOf(value, level);
  const set = (patch: Partial<Audience>) => onChange(grantsOf({ ...a, ...patch }, value, level));
  const departments = useQuery({
    queryKey: ['audience', 'departments', clientId],
    enabled: !!clientId && !a.everyone,
    queryFn: () => api.call(structureRoutes.tree, { params: { id: clientId! } }, { quiet: true }).then((r) => flatten(r.result)),
  });
  return (
    <Stack gap="xs" data-testid="audience-picker">
      <Switch label={t('audience.everyone')} checked={a.everyone} onChange={(e) => set({ everyone: e.currentTarget.checked })} />
      {!a.everyone && (
        <>
          <Switch label={t('audience.allHeads')} checked={a.allHeads} onChange={(e) => set({ allHeads: e.currentTarget.checked })} />
          <MultiSelect
            label={t('audience.departments')}
            data={departments.data ?? []}
            value={a.departmentIds}
            searchable
            clearable
            onChange={(departmentIds) => set({ departmentIds })}
          />
          <PeoplePicker label={t('audience.users')} value={a.userIds} onChange={(userIds) => set({ userIds })} known={known} />
          <PeoplePicker label={t('audience.heads')} value={a.headIds} onChange={(headIds) => set({ headIds })} known={known} />
          <TagsInput label={t('audience.cities')} value={a.cities} onChange={(cities) => set({ cities })} clearable />
          <TagsInput label={t('audience.positions')} value={a.positions} onChange={(positions) => set({ positions })} clearable />
          <MultiSelect
            label={t('audience.workingTime')}
            data={WORKING_TIME_BUCKETS.map((b) => ({ value: b, label: t(`audience.bucket.${b}`) }))}
            value={a.buckets}
            clearable
            onChange={(b) => set({ buckets: b as WorkingTimeBucket[] })}
          />
        </>
      )}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}

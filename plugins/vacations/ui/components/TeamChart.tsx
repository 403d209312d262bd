import { useEffect, useState } from 'react';
import { Group, Loader, NumberInput, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { DepartmentPicker, useMe, useRuleText, useT } from '@atrium/sdk/ui';
import { RULES, SEARCH_MIN } from '../../shared/constants.js';
import type { VacationPerson, VacationView } from '../../shared/types.js';
import { useChart } from '../api.js';
import { ChartGrid } from './ChartGrid.js';
import { StatusBadge } from './StatusBadge.js';
import { VacationDialog } from './VacationDialog.js';

/** How long typing rests before the search is sent. */
const TYPING_MS = 300;

/** The team chart with its filters: a department (with those below it) or a search, and a year. */
export function TeamChart() {
  const t = useT();
  const text = useRuleText();
  const me = useMe();
  const [dept, setDept] = useState<string | null>((me?.user.departmentId as string | null | undefined) ?? null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [year, setYear] = useState(new Date().getFullYear());
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ person: VacationPerson; vacation?: VacationView } | null>(null);
  useEffect(() => {
    const id = setTimeout(() => setSearch(typed.trim().length >= SEARCH_MIN ? typed.trim() : ''), TYPING_MS);
    return () => clearTimeout(id);
  }, [typed]);
  useEffect(() => setPage(1), [dept, search, year]);
  const q = useChart({ dept: search ? null : dept, search, year, page });
  const short = typed.trim().length > 0 && typed.trim().length < SEARCH_MIN;

  return (
    <Stack>
      <Group align="flex-start" wrap="wrap">
        <DepartmentPicker label={t('chart.department')} value={dept} onChange={setDept} name="dept" />
        <TextInput
          label={t('chart.search')}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          error={short ? text(RULES.searchTooShort) : undefined}
          type="search"
        />
        <NumberInput
          label={t('chart.year')}
          value={year}
          min={2000}
          max={2100}
          allowDecimal={false}
          onChange={(v) => typeof v === 'number' && v >= 2000 && v <= 2100 && setYear(v)}
          w={110}
        />
      </Group>
      <Group gap="xs">
        {(['planned', 'approved', 'returned'] as const).map((s) => (
          <StatusBadge key={s} status={s} />
        ))}
        <Text size="xs" c="dimmed">
          {t('chart.shaded')}
        </Text>
      </Group>
      {!q.data && <Loader aria-label={t('loading')} />}
      {q.data && !q.data.people.length && <Text c="dimmed">{t('chart.empty')}</Text>}
      {q.data && !!q.data.people.length && (
        <>
          <ChartGrid
            data={q.data}
            onPlan={(person) => setDialog({ person })}
            onEdit={(vacation, person) => setDialog({ person, vacation })}
          />
          {q.data.total > q.data.limit && <Pagination total={Math.ceil(q.data.total / q.data.limit)} value={page} onChange={setPage} />}
        </>
      )}
      {dialog && (
        <VacationDialog
          opened
          onClose={() => setDialog(null)}
          user={{ id: dialog.person.user._id, name: dialog.person.user.fullName }}
          vacation={dialog.vacation}
        />
      )}
    </Stack>
  );
}

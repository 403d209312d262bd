import { useState } from 'react';
import { Button, Loader, NumberInput, ScrollArea, Select, Table, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useMe, useShell } from '@atrium/sdk/ui';
import { CURRENCIES, DEFAULT_LIMIT, UserUpdate } from '@atrium/sdk/shared';
import { Pager, PersonLine } from '../shared/ui.js';
import { errorText } from '../shared/errors.js';
import { issuesByField } from '../shared/form.js';
import type { Paged, Employee } from '../shared/types.js';

interface Row {
  grade: string;
  salary: number | '';
  salaryCurrency: string | null;
}

function SalaryRow({ p }: { p: Employee }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { toast } = useShell();
  const initial: Row = {
    grade: (p.grade as string) ?? '',
    salary: (p.salary as number | null) ?? '',
    salaryCurrency: (p.salaryCurrency as string) ?? null,
  };
  const [row, setRow] = useState<Row>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(row) !== JSON.stringify(initial);
  const save = async () => {
    const body = { grade: row.grade.trim() || null, salary: row.salary === '' ? null : row.salary, salaryCurrency: row.salaryCurrency };
    const r = UserUpdate.safeParse(body);
    if (!r.success) return setErrors(issuesByField(r.error));
    setErrors({});
    try {
      await api.put(`/api/user/${p._id}`, body, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['employees'] });
      toast({ message: t('screens.saved'), color: 'green' });
    } catch (err) {
      toast({ message: errorText(err), color: 'red' });
    }
  };
  return (
    <Table.Tr data-testid="salary-row">
      <Table.Td>
        <PersonLine person={p} />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`${t('profile.fields.grade')}: ${p.fullName}`}
          maxLength={50}
          value={row.grade}
          error={errors.grade}
          onChange={(e) => setRow({ ...row, grade: e.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={`${t('profile.fields.salary')}: ${p.fullName}`}
          min={0}
          thousandSeparator=" "
          value={row.salary}
          error={errors.salary}
          onChange={(v) => setRow({ ...row, salary: v === '' ? '' : Number(v) })}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={`${t('profile.fields.salaryCurrency')}: ${p.fullName}`}
          data={CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }))}
          value={row.salaryCurrency}
          onChange={(v) => setRow({ ...row, salaryCurrency: v })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </Table.Td>
      <Table.Td>
        <Button size="xs" disabled={!dirty} onClick={() => void save()}>
          {t('screens.save')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** Salaries and grades of every employee, edited in place (HR fields: admins only). */
export function SalariesTab() {
  const { t } = useTranslation();
  const api = useApi();
  const me = useMe()!;
  const ws = me.client!.workspace;
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['employees', ws, 'salaries', page],
    placeholderData: keepPreviousData,
    queryFn: () => api.post<Paged<Employee>>(`/api/user/filter/${ws}`, { page, limit: DEFAULT_LIMIT }),
  });
  if (q.isPending) return <Loader aria-label={t('app.loading')} />;
  return (
    <>
      <ScrollArea type="auto">
        <Table miw={760}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('employees.employee')}</Table.Th>
              <Table.Th>{t('profile.fields.grade')}</Table.Th>
              <Table.Th>{t('profile.fields.salary')}</Table.Th>
              <Table.Th>{t('profile.fields.salaryCurrency')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {q.data?.result.map((p) => (
              <SalaryRow key={`${p._id}-${String(p.updatedAt)}`} p={p} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {q.data && <Pager page={page} limit={q.data.limit} total={q.data.total} onChange={setPage} />}
    </>
  );
}

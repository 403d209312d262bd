import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Loader, NumberInput, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { workdayRoutes, WorkdaysUpdate, type WorkdayOverride } from '@atrium/sdk/shared';
import { DateField, useApi, useFormat, useShell } from '@atrium/sdk/ui';
import { errorText } from '../shared/errors.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/**
 * The work calendar (`GET/PUT api/workdays/{year}`): the public holidays of the company's country and the days an
 * admin changed. Each day shows whether it is worked; a change is kept only where it differs from the rule
 * (weekends and holidays off), so the saved list holds the admin's changes only.
 */
export function WorkCalendarTab() {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const fmt = useFormat();
  const { toast } = useShell();
  const [year, setYear] = useState(new Date().getFullYear());
  const q = useQuery({
    queryKey: ['workdays', year],
    queryFn: async () => (await api.call(workdayRoutes.get, { params: { year } })).result,
  });
  const [overrides, setOverrides] = useState<WorkdayOverride[] | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => setOverrides(q.data ? q.data.overrides : null), [q.data]);

  if (!q.data || !overrides) return <Loader aria-label={t('app.loading')} />;
  const holidays = new Map(q.data.holidays.map((h) => [h.day, h.name]));
  const changed = new Map(overrides.map((o) => [o.day, o.workday]));
  // A day off by the rule: a weekend or a public holiday.
  const offByRule = (day: string) => isWeekend(day) || holidays.has(day);
  const worked = (day: string) => changed.get(day) ?? !offByRule(day);
  const days = [...new Set([...holidays.keys(), ...changed.keys()])].sort();

  const setWorked = (day: string, workday: boolean) => {
    const rest = overrides.filter((o) => o.day !== day);
    setOverrides(workday === !offByRule(day) ? rest : [...rest, { day, workday }]);
  };
  const add = () => {
    if (adding && !changed.has(adding) && adding.startsWith(`${year}-`)) setWorked(adding, offByRule(adding));
    setAdding(null);
  };
  const save = async () => {
    const body = WorkdaysUpdate.parse({ overrides: [...overrides].sort((a, b) => a.day.localeCompare(b.day)) });
    try {
      await api.call(workdayRoutes.update, { params: { year }, body }, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['workdays', year] });
      setFailure(null);
      toast({ message: t('screens.saved'), color: 'green' });
    } catch (err) {
      setFailure(errorText(err));
    }
  };

  return (
    <Stack maw={860} data-testid="work-calendar">
      <Text size="sm" c="dimmed">
        {q.data.country ? t('adminPanel.workdays.hint') : t('adminPanel.workdays.noCountry')}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <NumberInput
          label={t('adminPanel.workdays.year')}
          value={year}
          min={2000}
          max={2100}
          allowDecimal={false}
          onChange={(v) => typeof v === 'number' && v >= 2000 && v <= 2100 && setYear(v)}
          w={120}
        />
        <DateField
          label={t('adminPanel.workdays.day')}
          value={adding}
          onChange={setAdding}
          minDate={`${year}-01-01`}
          maxDate={`${year}-12-31`}
          clearable
          w={200}
        />
        <Button variant="default" onClick={add} disabled={!adding}>
          {t('adminPanel.workdays.add')}
        </Button>
      </Group>
      <ErrorAlert message={failure} />
      {days.length === 0 ? (
        <Text c="dimmed">{t('adminPanel.workdays.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminPanel.workdays.day')}</Table.Th>
                <Table.Th>{t('adminPanel.workdays.holiday')}</Table.Th>
                <Table.Th>{t('adminPanel.workdays.kind')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((day) => (
                <Table.Tr key={day}>
                  <Table.Td>{fmt.day(day)}</Table.Td>
                  <Table.Td>{holidays.get(day) ?? ''}</Table.Td>
                  <Table.Td>
                    <SegmentedControl
                      size="xs"
                      aria-label={`${t('adminPanel.workdays.kind')}: ${fmt.day(day)}`}
                      value={worked(day) ? 'work' : 'off'}
                      onChange={(v) => setWorked(day, v === 'work')}
                      data={[
                        { value: 'off', label: t('adminPanel.workdays.off') },
                        { value: 'work', label: t('adminPanel.workdays.work') },
                      ]}
                    />
                  </Table.Td>
                  <Table.Td>
                    {changed.has(day) && (
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t('adminPanel.workdays.reset')}: ${fmt.day(day)}`}
                        title={t('adminPanel.workdays.reset')}
                        onClick={() => setWorked(day, !offByRule(day))}
                      >
                        ↺
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Button style={{ alignSelf: 'flex-start' }} onClick={() => void save()}>
        {t('screens.save')}
      </Button>
    </Stack>
  );
}

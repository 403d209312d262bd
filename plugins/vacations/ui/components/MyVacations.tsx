import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { ApiError, useFormat, useRuleText, useT } from '@atrium/sdk/ui';
import { today } from '../../shared/days.js';
import { vacationRoutes } from '../../shared/routes.js';
import type { VacationView } from '../../shared/types.js';
import { useMine, useVacationMutation } from '../api.js';
import { StatusBadge } from './StatusBadge.js';
import { VacationDialog } from './VacationDialog.js';

/** My vacations: the remainder, the vacations newest first, planning, changing and deleting one that has not begun. */
export function MyVacations() {
  const t = useT();
  const fmt = useFormat();
  const text = useRuleText();
  const q = useMine();
  const [editing, setEditing] = useState<VacationView | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useVacationMutation((api, v: VacationView) =>
    api.call(vacationRoutes.remove, { params: { user: v.user, id: v._id } }, { quiet: true }),
  );
  const del = (v: VacationView) =>
    remove.mutateAsync(v).then(
      () => setFailure(null),
      (e: ApiError) => setFailure(text(e)),
    );

  if (!q.data) return <Loader aria-label={t('loading')} />;
  return (
    <Stack data-testid="my-vacations">
      <Group justify="space-between" wrap="wrap">
        <Paper withBorder p="sm">
          <Text size="sm" c="dimmed">
            {t('mine.balance')}
          </Text>
          <Text fw={700} size="xl" data-testid="balance">
            {fmt.number(q.data.balance)}
          </Text>
        </Paper>
        <Button onClick={() => setEditing('new')}>{t('dialog.plan')}</Button>
      </Group>
      {failure && (
        <Alert color="red" title={t('del_vac_error')} withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {q.data.vacations.length === 0 ? (
        <Text c="dimmed">{t('mine.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('mine.period')}</Table.Th>
                <Table.Th>{t('mine.days')}</Table.Th>
                <Table.Th>{t('mine.status')}</Table.Th>
                <Table.Th>{t('mine.comment')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data.vacations.map((v) => {
                const period = `${fmt.day(v.start)} – ${fmt.day(v.end)}`;
                return (
                  <Table.Tr key={v._id}>
                    <Table.Td>{period}</Table.Td>
                    <Table.Td>{v.days}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={v.status} />
                    </Table.Td>
                    <Table.Td>{v.comment ?? ''}</Table.Td>
                    <Table.Td>
                      {v.start > today() && (
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon variant="subtle" aria-label={`${t('edit')}: ${period}`} onClick={() => setEditing(v)}>
                            ✎
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`${t('delete')}: ${period}`}
                            loading={remove.isPending && remove.variables?._id === v._id}
                            onClick={() => void del(v)}
                          >
                            ✕
                          </ActionIcon>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <VacationDialog opened onClose={() => setEditing(null)} vacation={editing === 'new' ? undefined : editing} />}
    </Stack>
  );
}

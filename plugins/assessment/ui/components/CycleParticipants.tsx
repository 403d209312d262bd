import { List, Paper, Stack, Table, Text } from '@mantine/core';
import { PeoplePicker, useT } from '@atrium/sdk/ui';
import type { EmployeeCard } from '@atrium/sdk/shared';
import { MAX_PARTICIPANTS, MAX_REVIEWERS } from '../../shared/constants.js';
import type { CycleDraftForm } from './cycle-draft.js';

/**
 * The people under review, each with their chiefs and subordinates as the structure gave them and their peers.
 * `known`: the names of everyone chosen so far; `frozen`: an active cycle's people stay; `closed`: a completed or archived one.
 */
export function CycleParticipants(props: { form: CycleDraftForm; known: Map<string, EmployeeCard>; frozen: boolean; closed: boolean }) {
  const { form, known, frozen, closed } = props;
  const t = useT();
  const { values, errors } = form;
  const name = (id: string) => known.get(id)?.fullName || id;
  const setPeople = (ids: string[]) =>
    form.setFieldValue(
      'participants',
      ids.map((userId) => values.participants.find((p) => p.userId === userId) ?? { userId, peers: [] }),
    );
  return (
    <Stack gap="sm">
      <PeoplePicker
        label={t('cycle.participants')}
        value={values.participants.map((p) => p.userId)}
        onChange={setPeople}
        known={known}
        max={MAX_PARTICIPANTS}
        error={errors.participants as string | undefined}
      />
      {frozen && !closed && (
        <Text size="sm" c="dimmed">
          {t('cycle.frozen')}
        </Text>
      )}
      {!values.participants.length && (
        <Text c="dimmed" size="sm">
          {t('cycle.noParticipants')}
        </Text>
      )}
      {values.participants.map((p, i) => (
        <Paper key={p.userId} withBorder p="sm" component="section" aria-label={name(p.userId)}>
          <Stack gap="xs">
            <Text fw={600}>{name(p.userId)}</Text>
            <Table variant="vertical" withRowBorders={false}>
              <Table.Tbody>
                {(['chiefs', 'subordinates'] as const).map((k) => (
                  <Table.Tr key={k}>
                    <Table.Th w={140}>{t(`cycle.${k}`)}</Table.Th>
                    <Table.Td>
                      {p[k] === undefined ? (
                        <Text size="sm" c="dimmed">
                          {t('cycle.fromStructure')}
                        </Text>
                      ) : p[k].length ? (
                        <List size="sm">
                          {p[k].map((id) => (
                            <List.Item key={id}>{name(id)}</List.Item>
                          ))}
                        </List>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {frozen ? (
              <Text size="sm">
                {t('cycle.peers')}: {p.peers.map(name).join(', ') || '—'}
              </Text>
            ) : (
              <PeoplePicker
                label={t('cycle.peersOf', { name: name(p.userId) })}
                value={p.peers}
                onChange={(ids) => form.setFieldValue(`participants.${i}.peers`, ids)}
                known={known}
                max={MAX_REVIEWERS}
                error={(errors[`participants.${i}`] ?? errors[`participants.${i}.peers`]) as string | undefined}
              />
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

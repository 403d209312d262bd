import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { ApiError, useFormat, useRuleText, useT } from '@atrium/sdk/ui';
import { COMMENT_MAX } from '../../shared/constants.js';
import { vacationRoutes } from '../../shared/routes.js';
import { VacationDecision } from '../../shared/schemas.js';
import type { TeamVacation } from '../../shared/types.js';
import { usePending, useVacationMutation } from '../api.js';

/** What waits for the chief: the direct reports' planned vacations, each approved or returned with a comment. */
export function PendingList() {
  const t = useT();
  const fmt = useFormat();
  const text = useRuleText();
  const q = usePending();
  const [returning, setReturning] = useState<TeamVacation | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useVacationMutation((api, d: { id: string; body: VacationDecision }) =>
    api.call(vacationRoutes.decide, { params: { id: d.id }, body: d.body }, { quiet: true }),
  );
  const send = async (v: TeamVacation, body: unknown) => {
    const checked = VacationDecision.safeParse(body);
    if (!checked.success) return setError(text(checked.error.issues[0]));
    try {
      await decide.mutateAsync({ id: v._id, body: checked.data });
      setError(null);
      setReturning(null);
      setComment('');
    } catch (e) {
      setError(text(e as ApiError));
    }
  };

  if (!q.data) return <Loader aria-label={t('loading')} />;
  if (!q.data.length) return <Text c="dimmed">{t('pending.empty')}</Text>;
  return (
    <Stack data-testid="pending">
      {error && !returning && (
        <Alert color="red" title={t('edit_vac_error')}>
          {error}
        </Alert>
      )}
      {q.data.map((v) => {
        const period = `${fmt.day(v.start)} – ${fmt.day(v.end)}`;
        return (
          <Paper key={v._id} withBorder p="sm">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={0}>
                <Text fw={600}>{v.employee.fullName}</Text>
                <Text size="sm">
                  {period} · {t('days', { count: v.days })}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  size="xs"
                  color="teal"
                  aria-label={`${t('pending.approve')}: ${v.employee.fullName}, ${period}`}
                  onClick={() => void send(v, { status: 'approved' })}
                >
                  {t('pending.approve')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`${t('pending.return')}: ${v.employee.fullName}, ${period}`}
                  onClick={() => {
                    setError(null);
                    setReturning(v);
                  }}
                >
                  {t('pending.return')}
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
      <Modal opened={!!returning} onClose={() => setReturning(null)} title={t('pending.returnTitle')} centered>
        {returning && (
          <Stack>
            <Textarea
              label={t('pending.comment')}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              error={error}
              maxLength={COMMENT_MAX}
              autosize
              minRows={3}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setReturning(null)}>
                {t('cancel')}
              </Button>
              <Button onClick={() => void send(returning, { status: 'returned', comment })} loading={decide.isPending}>
                {t('pending.return')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

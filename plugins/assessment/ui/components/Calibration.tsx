import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useRuleText, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { WEIGHT_MAX } from '../../shared/constants.js';
import { assessmentRoutes } from '../../shared/routes.js';
import { CalibrationInput } from '../../shared/schemas.js';
import type { ResultView } from '../../shared/types.js';
import { useAssessmentMutation, useCycle } from '../api.js';
import { ConfirmAction } from './ConfirmAction.js';

interface Draft extends Record<string, unknown> {
  /** A competency's calibrated score; null: the calculated one stands. */
  competencies: { competencyId: string; score: number | null }[];
}

/** A score differing from the calculated one was calibrated. */
const fromResult = (r: ResultView): Draft => ({
  competencies: r.competencies.map((c) => ({ competencyId: c._id, score: c.score !== c.calculated ? c.score : null })),
});

/** Managers' part of a result: calibration in the calibration step, approval in the approval step, while the cycle is active. */
export function ManagerPanel({ result }: { result: ResultView }) {
  const t = useT();
  const cycle = useCycle(result.cycleId);
  const step = (kind: 'calibration' | 'approval') =>
    cycle.data?.status === 'active' && !result.approved && !!cycle.data.steps.find((s) => s.kind === kind)?.active;
  const approve = useAssessmentMutation((api) =>
    api.call(assessmentRoutes.approve, { params: { id: result.cycleId, userId: result.userId } }, { quiet: true }),
  );
  if (!step('calibration') && !step('approval')) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        {step('calibration') && <CalibrationForm key={JSON.stringify(result.competencies)} result={result} />}
        {step('approval') && (
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{t('result.approveHint')}</Text>
            <ConfirmAction label={t('result.approve')} question={t('result.approveQuestion')} run={() => approve.mutateAsync(undefined)} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function CalibrationForm({ result }: { result: ResultView }) {
  const t = useT();
  const text = useRuleText();
  const form = useSchemaForm<Draft>(CalibrationInput, fromResult(result));
  const save = useAssessmentMutation((api, body: Draft) =>
    api.call(assessmentRoutes.calibrate, { params: { id: result.cycleId, userId: result.userId }, body }, { quiet: true }),
  );
  return (
    <form noValidate onSubmit={form.submit((body) => save.mutateAsync(body))}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('result.calibration')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('result.calibrationHint')}
        </Text>
        {result.competencies.map((c, i) => (
          <NumberInput
            key={c._id}
            label={c.name}
            description={t('result.calculated', { score: c.calculated ?? '—' })}
            min={0}
            max={WEIGHT_MAX}
            decimalScale={2}
            maw={260}
            {...form.getInputProps(`competencies.${i}.score`)}
            // A cleared field takes the calibration back.
            onChange={(v) => form.setFieldValue(`competencies.${i}.score`, typeof v === 'number' ? v : null)}
            value={form.values.competencies[i]?.score ?? ''}
          />
        ))}
        {save.error && !refusedFields(save.error) && <Alert color="red">{text(save.error)}</Alert>}
        <Group>
          <Button type="submit" variant="default" loading={save.isPending}>
            {t('result.calibrate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

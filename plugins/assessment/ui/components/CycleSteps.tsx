import { Alert, Group, Paper, Select, Stack, Switch } from '@mantine/core';
import { DateField, useT } from '@atrium/sdk/ui';
import { isFormStep } from '../../shared/constants.js';
import { useQuestionnaires } from '../api.js';
import type { CycleDraftForm } from './cycle-draft.js';

/** The eight steps: on or off, a questionnaire for each form step, start and end days. `frozen`: an active cycle's kinds and questionnaires stay. */
export function CycleSteps({ form, frozen, closed }: { form: CycleDraftForm; frozen: boolean; closed: boolean }) {
  const t = useT();
  const questionnaires = useQuestionnaires(true);
  const { values, errors } = form;
  // Archived questionnaires are not offered, unless a step already has one.
  const offered = (questionnaires.data ?? [])
    .filter((q) => q.status !== 'archived' || values.steps.some((s) => s.questionnaireId === q._id))
    .map((q) => ({ value: q._id, label: q.name }));
  return (
    <Stack gap="sm">
      {errors.steps && <Alert color="red">{errors.steps}</Alert>}
      {values.steps.map((s, i) => (
        <Paper key={s.kind} withBorder p="sm">
          <Stack gap="xs">
            <Switch
              label={t(`steps.${s.kind}`)}
              disabled={frozen || closed}
              {...form.getInputProps(`steps.${i}.active`, { type: 'checkbox' })}
            />
            {s.active && (
              <Group align="start" wrap="wrap">
                {isFormStep(s.kind) && (
                  <Select
                    label={t('cycle.questionnaire')}
                    data={offered}
                    disabled={frozen || closed}
                    w={260}
                    {...form.getInputProps(`steps.${i}.questionnaireId`)}
                  />
                )}
                <DateField
                  label={t('cycle.startAt')}
                  disabled={closed}
                  value={s.startAt}
                  onChange={(day) => form.setFieldValue(`steps.${i}.startAt`, day || null)}
                  error={errors[`steps.${i}.startAt`] as string | undefined}
                  clearable
                  w={170}
                />
                <DateField
                  label={t('cycle.endAt')}
                  disabled={closed}
                  value={s.endAt}
                  onChange={(day) => form.setFieldValue(`steps.${i}.endAt`, day || null)}
                  error={errors[`steps.${i}.endAt`] as string | undefined}
                  clearable
                  w={170}
                />
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

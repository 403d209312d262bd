import { useState } from 'react';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { ApiError, DateField, FormActions, useRuleText, useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import { vacationRoutes } from '../../shared/routes.js';
import { VacationInput, VacationUpdate } from '../../shared/schemas.js';
import type { VacationView } from '../../shared/types.js';
import { useVacationMutation } from '../api.js';

type Period = [string | null, string | null];
interface Values extends Record<string, unknown> {
  period: Period;
}

/**
 * Plans a vacation (of `user`, default the caller) or changes one: a period picked as a range. Every rule shows at
 * the period, before sending (the shared schema) and after (the server's 400 and 409 name their fields); what was
 * picked stays.
 */
export function VacationDialog({
  opened,
  onClose,
  user,
  vacation,
}: {
  opened: boolean;
  onClose(): void;
  /** Whose vacation a new one is, and their name for the title; none: the caller's. */
  user?: { id: string; name: string };
  vacation?: VacationView;
}) {
  const t = useT();
  const text = useRuleText();
  const [failure, setFailure] = useState<string | null>(null);
  const toBody = (v: Values) => ({
    start: v.period[0] ?? '',
    end: v.period[1] ?? '',
    ...(user && !vacation ? { user: user.id } : {}),
  });
  const form = useSchemaForm<Values, ReturnType<typeof toBody>>(
    vacation ? VacationUpdate : VacationInput,
    { period: vacation ? [vacation.start, vacation.end] : [null, null] },
    toBody,
  );
  const save = useVacationMutation((api, body: ReturnType<typeof toBody>) =>
    vacation
      ? api.call(vacationRoutes.update, { params: { id: vacation._id }, body }, { quiet: true })
      : api.call(vacationRoutes.create, { body }, { quiet: true }),
  );
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(toBody(values));
      form.reset();
      onClose();
    } catch (e) {
      const details = e instanceof ApiError && Array.isArray(e.body?.details) ? e.body.details : [];
      if (details.length) form.setErrors(Object.fromEntries(details.map((d) => [d.path, text(d)])));
      else setFailure(text(e as ApiError));
    }
  });
  const periodError = (form.errors.start ?? form.errors.end ?? form.errors.period) as string | undefined;
  const title = vacation ? t('dialog.edit') : user ? t('dialog.planFor', { name: user.name }) : t('dialog.plan');

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" title={t('edit_vac_error')}>
              {failure}
            </Alert>
          )}
          <DateField
            type="range"
            label={t('dialog.period')}
            description={t('dialog.periodHint')}
            value={form.values.period}
            onChange={(v) => {
              form.setFieldValue('period', v as Period);
              form.clearErrors();
            }}
            error={periodError}
            allowSingleDateInRange
            required
          />
          {vacation && vacation.status !== 'planned' && (
            <Text size="sm" c="dimmed">
              {t('dialog.againToChief')}
            </Text>
          )}
          <FormActions saving={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

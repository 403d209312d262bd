import { Alert, Group, List, Select, Stack, Tabs, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ArticlePicker, FormActions, useRuleText, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import type { EmployeeCard } from '@atrium/sdk/shared';
import { DETAILS } from '../../shared/constants.js';
import { assessmentRoutes } from '../../shared/routes.js';
import { CycleInput, CycleUpdate } from '../../shared/schemas.js';
import type { CycleView } from '../../shared/types.js';
import { useAssessmentMutation } from '../api.js';
import { activeBody, blank, fromView, type Draft } from './cycle-draft.js';
import { CycleParticipants } from './CycleParticipants.js';
import { CycleSteps } from './CycleSteps.js';

/**
 * A cycle's editor in the tabs main, steps and participants: a draft changes whole, an active cycle its name,
 * dates, article and visibility; a completed or archived one is read-only. `results`: the results tab.
 */
export function CycleForm({ cycle, results }: { cycle?: CycleView; results?: React.ReactNode }) {
  const t = useT();
  const text = useRuleText();
  const navigate = useNavigate();
  const [known] = useState(() => new Map<string, EmployeeCard>((cycle?.people ?? []).map((c) => [c._id, c])));
  const frozen = !!cycle && cycle.status !== 'draft';
  const closed = cycle?.status === 'completed' || cycle?.status === 'archived';
  const form = useSchemaForm<Draft, unknown>(
    cycle ? CycleUpdate : CycleInput,
    cycle ? fromView(cycle) : blank(),
    cycle?.status === 'active' ? activeBody : (v) => v,
  );
  const save = useAssessmentMutation((api, body: unknown) =>
    cycle
      ? api.call(assessmentRoutes.updateCycle, { params: { id: cycle._id }, body: body as CycleUpdate }, { quiet: true })
      : api.call(assessmentRoutes.createCycle, { body: body as CycleInput }, { quiet: true }),
  );
  // Rules of every tab, listed by the save button: a refused field may be on a tab not shown.
  const problems = [...new Set(Object.values(form.errors).filter(Boolean))];
  return (
    <form
      noValidate
      onSubmit={form.submit(async (body) => {
        const saved = (await save.mutateAsync(body)).result;
        if (!cycle) void navigate(`/assessment/cycle/${saved._id}`, { replace: true });
      })}
    >
      <Tabs defaultValue="main">
        <Tabs.List>
          <Tabs.Tab value="main">{t('cycle.main')}</Tabs.Tab>
          <Tabs.Tab value="steps">{t('cycle.steps')}</Tabs.Tab>
          <Tabs.Tab value="participants">{t('cycle.participants')}</Tabs.Tab>
          {results && <Tabs.Tab value="results">{t('cycle.results')}</Tabs.Tab>}
        </Tabs.List>

        <Tabs.Panel value="main" pt="md">
          <Locked closed={closed}>
            <Stack maw={600}>
              <TextInput label={t('cycle.name')} required {...form.getInputProps('name')} />
              <Group grow wrap="wrap">
                {(['chief', 'employee'] as const).map((who) => (
                  <Select
                    key={who}
                    label={t(who === 'chief' ? 'cycle.chiefSees' : 'cycle.employeeSees')}
                    data={DETAILS.map((d) => ({ value: d, label: t(`detail.${d}`) }))}
                    allowDeselect={false}
                    {...form.getInputProps(`visibility.${who}`)}
                  />
                ))}
              </Group>
              <ArticlePicker label={t('cycle.article')} disabled={closed} {...form.valueProps('articleId')} />
            </Stack>
          </Locked>
        </Tabs.Panel>

        <Tabs.Panel value="steps" pt="md">
          <Locked closed={closed}>
            <CycleSteps form={form} frozen={frozen} closed={closed} />
          </Locked>
        </Tabs.Panel>

        <Tabs.Panel value="participants" pt="md">
          <Locked closed={closed}>
            <CycleParticipants form={form} known={known} frozen={frozen} closed={closed} />
          </Locked>
        </Tabs.Panel>
        {results && (
          <Tabs.Panel value="results" pt="md">
            {results}
          </Tabs.Panel>
        )}
      </Tabs>
      {!closed && (
        <Stack mt="md" gap="xs">
          {problems.length > 0 && (
            <Alert color="red" role="alert">
              <List size="sm">
                {problems.map((p) => (
                  <List.Item key={String(p)}>{String(p)}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {save.error && !refusedFields(save.error) && <Alert color="red">{text(save.error)}</Alert>}
          <FormActions saving={save.isPending} />
        </Stack>
      )}
    </form>
  );
}

/** A completed or archived cycle's fields are read-only (the tabs stay usable, so they are not in it). */
function Locked({ closed, children }: { closed: boolean; children: React.ReactNode }) {
  return (
    <fieldset disabled={closed} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}

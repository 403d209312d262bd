import { useState } from 'react';
import { ActionIcon, Checkbox, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { ArticlePicker, FormActions, useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import type { z } from 'zod';
import { MAX_DELAY } from '../../shared/constants.js';
import { adaptationRoutes as routes } from '../../shared/routes.js';
import { StepUpdate } from '../../shared/schemas.js';
import type { StepView } from '../../shared/types.js';
import { useAdaptationMutation } from '../api.js';
import { AchievementPicker, PollPicker } from './Pickers.js';

/** A step's edit button and its dialog: every field of the step, checked by the shared schema. */
export function StepEditor({ track, step }: { track: string; step: StepView }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon variant="subtle" aria-label={t('step.edit', { name: step.name })} onClick={() => setOpened(true)}>
        ✎
      </ActionIcon>
      <Modal opened={opened} onClose={() => setOpened(false)} title={step.name} size="lg">
        {opened && <StepForm track={track} step={step} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function StepForm({ track, step, onDone }: { track: string; step: StepView; onDone: () => void }) {
  const t = useT();
  // Cleared inputs give '' or null; the body sends null for "none".
  const form = useSchemaForm(
    StepUpdate,
    {
      name: step.name,
      task: step.task,
      delay: step.delay as number | string,
      reward: step.reward,
      achievementId: step.achievementId,
      notify: step.notify,
      link: step.link ?? '',
      articleId: step.articleId,
      pollId: step.pollId,
    },
    (v): z.input<typeof StepUpdate> => ({
      _id: step._id,
      ...v,
      delay: v.delay === '' ? Number.NaN : Number(v.delay),
      link: v.link.trim() || null,
    }),
  );
  const save = useAdaptationMutation((api, body: z.input<typeof StepUpdate>) =>
    api.call(routes.updateStep, { params: { track }, body }, { quiet: true }),
  );
  const picked = (field: 'articleId' | 'pollId' | 'achievementId') => form.valueProps(field);
  return (
    <form noValidate onSubmit={form.submit(async (body) => (await save.mutateAsync(body), onDone()))}>
      <Stack gap="sm">
        <TextInput label={t('step.name')} required {...form.getInputProps('name')} />
        <Textarea label={t('step.task')} autosize minRows={2} maxRows={8} {...form.getInputProps('task')} />
        <NumberInput label={t('scenario.delay')} min={0} max={MAX_DELAY} allowDecimal={false} {...form.getInputProps('delay')} />
        <TextInput label={t('step.link')} type="url" placeholder="https://" {...form.getInputProps('link')} />
        <ArticlePicker label={t('step.article')} {...picked('articleId')} />
        <PollPicker label={t('step.poll')} {...picked('pollId')} />
        <Checkbox label={t('step.rewardLong')} {...form.getInputProps('reward', { type: 'checkbox' })} />
        {form.values.reward && <AchievementPicker label={t('step.achievement')} {...picked('achievementId')} />}
        <Checkbox label={t('step.notify')} {...form.getInputProps('notify', { type: 'checkbox' })} />
        <FormActions saving={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

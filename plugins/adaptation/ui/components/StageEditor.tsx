import { useState } from 'react';
import { ActionIcon, Checkbox, Modal, Stack, TextInput } from '@mantine/core';
import { FormActions, useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import type { z } from 'zod';
import { adaptationRoutes as routes } from '../../shared/routes.js';
import { StageUpdate } from '../../shared/schemas.js';
import type { StageView } from '../../shared/types.js';
import { useAdaptationMutation } from '../api.js';

/** A stage's edit button and its dialog: its name and whether finishing it pays the shop's reward. */
export function StageEditor({ track, stage }: { track: string; stage: StageView }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon variant="subtle" aria-label={t('scenario.editStage', { name: stage.name })} onClick={() => setOpened(true)}>
        ✎
      </ActionIcon>
      <Modal opened={opened} onClose={() => setOpened(false)} title={stage.name}>
        {opened && <StageForm track={track} stage={stage} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function StageForm({ track, stage, onDone }: { track: string; stage: StageView; onDone: () => void }) {
  const t = useT();
  const form = useSchemaForm(StageUpdate, { name: stage.name, reward: stage.reward }, (v): z.input<typeof StageUpdate> => ({
    _id: stage._id,
    ...v,
  }));
  const save = useAdaptationMutation((api, body: z.input<typeof StageUpdate>) =>
    api.call(routes.updateStage, { params: { track }, body }, { quiet: true }),
  );
  return (
    <form noValidate onSubmit={form.submit(async (body) => (await save.mutateAsync(body), onDone()))}>
      <Stack gap="sm">
        <TextInput label={t('scenario.stageTitle')} required {...form.getInputProps('name')} />
        <Checkbox label={t('scenario.stageReward')} {...form.getInputProps('reward', { type: 'checkbox' })} />
        <FormActions saving={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

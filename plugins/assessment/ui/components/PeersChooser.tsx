import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { PeoplePicker, useRuleText, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import type { EmployeeCard } from '@atrium/sdk/shared';
import { MAX_REVIEWERS } from '../../shared/constants.js';
import { assessmentRoutes } from '../../shared/routes.js';
import { ReviewersInput } from '../../shared/schemas.js';
import type { AssessedItem } from '../../shared/types.js';
import { useAssessmentMutation } from '../api.js';

/** The person under review chooses their peers while the choose-reviewers step is open. */
export function PeersChooser({ item }: { item: AssessedItem }) {
  const t = useT();
  const text = useRuleText();
  const [known] = useState(() => new Map<string, EmployeeCard>(item.peers.map((c) => [c._id, c])));
  const form = useSchemaForm<{ peers: string[] }>(ReviewersInput, { peers: item.peers.map((c) => c._id) });
  const save = useAssessmentMutation((api, body: { peers: string[] }) =>
    api.call(assessmentRoutes.reviewers, { params: { id: item.cycleId, userId: item.userId }, body }, { quiet: true }),
  );
  return (
    <form
      noValidate
      onSubmit={form.submit(async (body) => {
        await save.mutateAsync(body);
        // What is saved is the new starting point: the button says so until the next change.
        form.resetDirty();
      })}
    >
      <Stack gap="xs">
        <PeoplePicker label={t('home.choosePeers')} known={known} max={MAX_REVIEWERS} {...form.valueProps('peers')} />
        {save.error && !refusedFields(save.error) && <Alert color="red">{text(save.error)}</Alert>}
        <Group>
          <Button type="submit" size="xs" variant="default" loading={save.isPending}>
            {save.isSuccess && !form.isDirty() ? t('home.peersSaved') : t('home.savePeers')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

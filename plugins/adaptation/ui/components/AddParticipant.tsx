import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { DateField, PeoplePicker, useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import type { z } from 'zod';
import { adaptationRoutes as routes } from '../../shared/routes.js';
import { AddUserInput } from '../../shared/schemas.js';
import type { TrackView } from '../../shared/types.js';
import { useAdaptationMutation } from '../api.js';

const one = (ids: string[]) => ids.at(-1) ?? '';

/**
 * Puts a newcomer on the track with a mentor and, optionally, HR, a chief (the newcomer's when left empty),
 * a scenario (the first by default) and a start date (today when left empty).
 */
export function AddParticipant({ track }: { track: TrackView }) {
  const t = useT();
  const form = useSchemaForm(
    AddUserInput,
    {
      user: [] as string[],
      mentor: [] as string[],
      hr: [] as string[],
      chief: [] as string[],
      scenario: track.scenarios[0]!._id,
      start: '',
    },
    (v): z.input<typeof AddUserInput> => ({
      track: track._id,
      user: one(v.user),
      mentor: one(v.mentor),
      hr: one(v.hr) || null,
      ...(v.chief.length ? { chief: one(v.chief) } : {}),
      scenario: v.scenario,
      ...(v.start ? { start: v.start } : {}),
    }),
  );
  const add = useAdaptationMutation((api, body: z.input<typeof AddUserInput>) => api.call(routes.addUser, { body }, { quiet: true }));
  const picker = (field: 'user' | 'mentor' | 'hr' | 'chief') => {
    const p = form.valueProps(field);
    return <PeoplePicker label={t(`participant.${field}`)} max={1} value={p.value} onChange={p.onChange} error={p.error} />;
  };
  return (
    <form noValidate onSubmit={form.submit(async (body) => (await add.mutateAsync(body), form.reset()))}>
      <Stack maw={560} gap="xs">
        <Title order={2} size="h4">
          {t('participant.add')}
        </Title>
        {picker('user')}
        {picker('mentor')}
        {picker('hr')}
        {picker('chief')}
        {track.scenarios.length > 1 && (
          <Select
            label={t('participant.scenario')}
            data={track.scenarios.map((s) => ({ value: s._id, label: s.name }))}
            allowDeselect={false}
            {...form.getInputProps('scenario')}
          />
        )}
        <DateField
          label={t('participant.start')}
          description={t('participant.startHint')}
          {...form.getInputProps('start')}
          value={form.values.start || null}
          onChange={(v) => form.setFieldValue('start', v ?? '')}
          clearable
        />
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('participant.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, CloseButton, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { FormActions, PeoplePicker, useMe, useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import type { z } from 'zod';
import { MAX_PEOPLE, MAX_TENURE_DAYS, MAX_TENURE_ITEMS } from '../../shared/constants.js';
import { adaptationRoutes as routes } from '../../shared/routes.js';
import { SettingsInput } from '../../shared/schemas.js';
import type { SettingsView } from '../../shared/types.js';
import { useAdaptationMutation } from '../api.js';
import { PollPicker } from './Pickers.js';

type Days = number | string;

/** The module's settings: mentors and HR specialists to pick from, tenure awards and tenure polls by day. */
export function SettingsForm({ settings }: { settings: SettingsView }) {
  const t = useT();
  const me = useMe();
  const client = me?.client?._id ?? '';
  const polls = me?.features.includes('polls');
  // A cleared number input gives '': it is sent as not a number, so the day's rule shows at its field.
  const form = useSchemaForm(
    SettingsInput,
    {
      mentors: settings.mentors,
      hrs: settings.hrs,
      awards: settings.awards as { days: Days }[],
      polls: settings.polls as { days: Days; poll: string | null }[],
    },
    (v): z.input<typeof SettingsInput> => ({
      mentors: v.mentors,
      hrs: v.hrs,
      awards: v.awards.map((a) => ({ days: a.days === '' ? Number.NaN : Number(a.days) })),
      polls: v.polls.map((p) => ({ days: p.days === '' ? Number.NaN : Number(p.days), poll: p.poll ?? '' })),
    }),
  );
  const save = useAdaptationMutation((api, body: z.input<typeof SettingsInput>) =>
    api.call(routes.saveSettings, { params: { client }, body }, { quiet: true }),
  );
  const people = (field: 'mentors' | 'hrs') => {
    const p = form.valueProps(field);
    return <PeoplePicker label={t(`settings.${field}`)} max={MAX_PEOPLE} value={p.value} onChange={p.onChange} error={p.error} />;
  };
  const days = (path: string, n: number) => (
    <NumberInput
      label={t('settings.days')}
      aria-label={t('settings.daysOf', { n: n + 1 })}
      min={1}
      max={MAX_TENURE_DAYS}
      allowDecimal={false}
      w={140}
      {...form.getInputProps(path)}
    />
  );
  return (
    <form noValidate onSubmit={form.submit((body) => save.mutateAsync(body))}>
      <Stack maw={640}>
        {people('mentors')}
        {people('hrs')}
        <Title order={2} size="h4">
          {t('settings.awards')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.awardsHint')}
        </Text>
        {form.values.awards.map((_, i) => (
          <Group key={i} align="end" wrap="nowrap">
            {days(`awards.${i}.days`, i)}
            <CloseButton aria-label={t('settings.removeAward', { n: i + 1 })} onClick={() => form.removeListItem('awards', i)} />
          </Group>
        ))}
        {form.values.awards.length < MAX_TENURE_ITEMS && (
          <Group>
            <Button variant="default" size="xs" onClick={() => form.insertListItem('awards', { days: '' })}>
              {t('settings.addAward')}
            </Button>
          </Group>
        )}
        {polls && (
          <>
            <Title order={2} size="h4">
              {t('settings.polls')}
            </Title>
            {form.values.polls.map((row, i) => (
              <Group key={i} align="end" wrap="wrap">
                {days(`polls.${i}.days`, i)}
                <PollPicker
                  label={t('step.poll')}
                  value={row.poll}
                  onChange={(v) => form.setFieldValue(`polls.${i}.poll`, v)}
                  error={form.errors[`polls.${i}.poll`] as string | undefined}
                />
                <CloseButton aria-label={t('settings.removePoll', { n: i + 1 })} onClick={() => form.removeListItem('polls', i)} />
              </Group>
            ))}
            {form.values.polls.length < MAX_TENURE_ITEMS && (
              <Group>
                <Button variant="default" size="xs" onClick={() => form.insertListItem('polls', { days: '', poll: null })}>
                  {t('settings.addPoll')}
                </Button>
              </Group>
            )}
          </>
        )}
        <FormActions saving={save.isPending} />
      </Stack>
    </form>
  );
}

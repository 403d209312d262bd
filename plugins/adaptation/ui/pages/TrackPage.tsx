import { lazy, Suspense } from 'react';
import { Alert, Button, Group, Loader, Select, Stack, Tabs, Textarea, TextInput, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { FormActions, useRuleText, useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import { TRACK_STATES } from '../../shared/constants.js';
import { adaptationRoutes as routes } from '../../shared/routes.js';
import { TrackUpdate } from '../../shared/schemas.js';
import type { TrackView } from '../../shared/types.js';
import { useAdaptationMutation, useMembers, useTrack } from '../api.js';
import { AddParticipant } from '../components/AddParticipant.js';
import { AdaptationList } from '../components/AdaptationList.js';
import { ScenarioEditor } from '../components/ScenarioEditor.js';

// The charts load with the analytics tab, not with the editor.
const TrackAnalytics = lazy(() => import('../components/TrackAnalytics.js').then((m) => ({ default: m.TrackAnalytics })));

/** /adaptation/{_id}: a track's editor, tabs basic, scenario, participants, analytics and extra. */
export function TrackPage() {
  const t = useT();
  const { _id } = useParams();
  const track = useTrack(_id);
  if (!track.data) return <Loader m="md" />;
  const row = track.data;
  return (
    <Stack p="md">
      <Title order={1} style={{ wordBreak: 'break-word' }}>
        {row.name}
      </Title>
      <Tabs defaultValue="basic" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="basic">{t('tabs.basic')}</Tabs.Tab>
          <Tabs.Tab value="scenario">{t('tabs.scenario')}</Tabs.Tab>
          <Tabs.Tab value="users">{t('tabs.participants')}</Tabs.Tab>
          <Tabs.Tab value="analytics">{t('tabs.analytics')}</Tabs.Tab>
          <Tabs.Tab value="extra">{t('tabs.extra')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basic" pt="md">
          <Basic track={row} />
        </Tabs.Panel>
        <Tabs.Panel value="scenario" pt="md">
          <ScenarioEditor track={row} />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="md">
          <Participants track={row} />
        </Tabs.Panel>
        <Tabs.Panel value="analytics" pt="md">
          <Suspense fallback={<Loader size="sm" />}>
            <TrackAnalytics track={row._id} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="extra" pt="md">
          <Extra track={row} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** Name, description and state. */
function Basic({ track }: { track: TrackView }) {
  const t = useT();
  const form = useSchemaForm(TrackUpdate, { name: track.name, description: track.description, state: track.state });
  const save = useAdaptationMutation((api, body: TrackUpdate) =>
    api.call(routes.update, { params: { id: track._id }, body }, { quiet: true }),
  );
  return (
    <form noValidate onSubmit={form.submit((body) => save.mutateAsync(body))}>
      <Stack maw={560}>
        <TextInput label={t('track.name')} {...form.getInputProps('name')} />
        <Textarea label={t('track.description')} autosize minRows={2} {...form.getInputProps('description')} />
        <Select
          label={t('track.state')}
          data={TRACK_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
          allowDeselect={false}
          {...form.getInputProps('state')}
        />
        <FormActions saving={save.isPending} />
      </Stack>
    </form>
  );
}

function Participants({ track }: { track: TrackView }) {
  const members = useMembers(track._id);
  return (
    <Stack>
      <AddParticipant track={track} />
      {members.data ? <AdaptationList rows={members.data} /> : <Loader size="sm" />}
    </Stack>
  );
}

/** Copy the track, or delete it (refused while it has unfinished adaptations). */
function Extra({ track }: { track: TrackView }) {
  const t = useT();
  const text = useRuleText();
  const navigate = useNavigate();
  const copy = useAdaptationMutation((api) => api.call(routes.copy, { params: { id: track._id } }));
  const remove = useAdaptationMutation((api) => api.call(routes.remove, { params: { id: track._id } }, { quiet: true }));
  return (
    <Stack maw={560}>
      <Group>
        <Button
          variant="default"
          loading={copy.isPending}
          onClick={() => copy.mutate(undefined, { onSuccess: (r) => navigate(`/adaptation/${r.result._id}`) })}
        >
          {t('track.copy')}
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate(undefined, { onSuccess: () => navigate('/adaptation') })}
        >
          {t('track.delete')}
        </Button>
      </Group>
      {remove.error && <Alert color="red">{text(remove.error)}</Alert>}
    </Stack>
  );
}

import { Button, Group, Select, TextInput } from '@mantine/core';
import { useRuleText, useShell, useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import type { z } from 'zod';
import { MAX_SCENARIOS } from '../../shared/constants.js';
import { adaptationRoutes as routes } from '../../shared/routes.js';
import { ScenarioInput } from '../../shared/schemas.js';
import type { ScenarioView, TrackView } from '../../shared/types.js';
import { useAdaptationMutation } from '../api.js';

/** The track's scenarios: which one the editor shows, its name, a new one, and a stage of another scenario taken in. */
export function Scenarios({ track, scenario, onChoose }: { track: TrackView; scenario: ScenarioView; onChoose: (id: string) => void }) {
  const t = useT();
  const shell = useShell();
  const text = useRuleText();
  // The track's scenarios are written whole (`PUT api/adaptation/{id}`); the ids kept are the ones sent.
  const save = useAdaptationMutation((api, scenarios: z.input<typeof ScenarioInput>[]) =>
    api.call(routes.update, { params: { id: track._id }, body: { scenarios } }, { quiet: true }),
  );
  const others = track.stages.filter((s) => !scenario.stages.includes(s._id));
  const replaced = (patch: Partial<ScenarioView>) => track.scenarios.map((s) => (s._id === scenario._id ? { ...s, ...patch } : s));
  return (
    <Group align="end" gap="sm">
      <Select
        label={t('scenario.shown')}
        data={track.scenarios.map((s) => ({ value: s._id, label: s.name }))}
        value={scenario._id}
        onChange={(v) => v && onChoose(v)}
        allowDeselect={false}
      />
      <ScenarioName
        key={`rename-${scenario._id}`}
        label={t('scenario.rename')}
        action={t('common.save')}
        initial={scenario.name}
        send={(name) => save.mutateAsync(replaced({ name }))}
      />
      {track.scenarios.length < MAX_SCENARIOS && (
        <ScenarioName
          key="new"
          label={t('scenario.newName')}
          action={t('scenario.add')}
          initial=""
          send={async (name) => {
            const saved = await save.mutateAsync([...track.scenarios, { name, stages: [] }]);
            onChoose(saved.result.scenarios.at(-1)!._id);
          }}
        />
      )}
      {others.length > 0 && (
        <Select
          label={t('scenario.takeStage')}
          data={others.map((s) => ({ value: s._id, label: s.name }))}
          value={null}
          onChange={(v) =>
            v &&
            save.mutate(replaced({ stages: [...scenario.stages, v] }), { onError: (e) => shell.toast({ message: text(e), color: 'red' }) })
          }
        />
      )}
    </Group>
  );
}

/** A scenario's name, checked by the shared schema before it is sent; a new scenario's field is emptied once it is added. */
function ScenarioName(p: { label: string; action: string; initial: string; send: (name: string) => Promise<unknown> }) {
  const form = useSchemaForm(ScenarioInput, { name: p.initial }, (v) => ({ name: v.name, stages: [] }));
  return (
    <form
      noValidate
      onSubmit={form.submit(async ({ name }) => {
        await p.send(name);
        if (!p.initial) form.reset();
      })}
    >
      <Group align="end" gap="xs">
        <TextInput label={p.label} {...form.getInputProps('name')} />
        <Button type="submit" variant="default">
          {p.action}
        </Button>
      </Group>
    </form>
  );
}

import { useState } from 'react';
import {
  Button,
  Chip,
  ColorInput,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { ApiError, PeoplePicker, useAbility, useMe, useShell, useT } from '@atrium/sdk/ui';
import type { EmployeeCard } from '@atrium/sdk/shared';
import { COMMENT_MAX, NAME_MAX, PERIODS, WEEKDAYS, type Period, type Weekday } from '../../shared/constants.js';
import type { EventOccurrence } from '../../shared/types.js';
import { deleteEvent, saveEvent, useCalendarMutation, type Scope } from '../api.js';
import { bodyOf, formOf, problemsOf, type EventForm } from '../form.js';
import { ScopeDialog } from './ScopeDialog.js';

export type DialogState = { mode: 'new'; form: EventForm } | { mode: 'edit'; o: EventOccurrence } | null;

const SWATCHES = ['#1c7ed6', '#2f9e44', '#e8590c', '#ae3ec9', '#e03131', '#0c8599', '#f08c00'];

/** Creates, shows, changes and deletes an event; the same schemas and time rules as the server check it. */
export function EventDialog(p: { state: DialogState; onClose(): void }) {
  const t = useT('calendar');
  return (
    <Modal opened={!!p.state} onClose={p.onClose} title={t(p.state?.mode === 'edit' ? 'dialog.editTitle' : 'dialog.newTitle')} size="lg">
      {p.state && (
        <EventEditor
          key={p.state.mode === 'edit' ? `${p.state.o._id}:${p.state.o.occurrence}` : 'new'}
          state={p.state}
          onDone={p.onClose}
        />
      )}
    </Modal>
  );
}

function EventEditor({ state, onDone }: { state: NonNullable<DialogState>; onDone(): void }) {
  const t = useT('calendar');
  const me = useMe();
  const { toast } = useShell();
  const editing = state.mode === 'edit' ? state.o : null;
  const [form, setForm] = useState<EventForm>(() => (editing ? formOf(editing, 'occurrence') : (state as { form: EventForm }).form));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState<'edit' | 'delete' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [known] = useState(() => {
    const cards = new Map<string, EmployeeCard>((editing?.participants ?? []).map((c) => [c._id, c]));
    if (me)
      cards.set(me.user._id, {
        ...emptyCard(me.user._id),
        firstName: me.user.firstName,
        lastName: me.user.lastName,
        fullName: me.user.fullName,
      });
    return cards;
  });
  const save = useCalendarMutation(saveEvent);
  const remove = useCalendarMutation(deleteEvent);
  const readOnly = !!editing && !editing.canEdit;
  // Opening an event to everyone takes the right events_for_all (the server checks it); an open event may be closed.
  const mayOpen = useAbility().can('open', 'CalendarEvent') || !!editing?.forAll;

  const set = (patch: Partial<EventForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (tried) setErrors(problemsOf(next));
  };
  const fail = (e: unknown) => {
    if (e instanceof ApiError && Array.isArray(e.body?.details) && e.body.details.length)
      setErrors(Object.fromEntries(e.body.details.map((d) => [d.path, d.message])));
    else if (e instanceof ApiError) toast({ message: t(e.body?.message ?? 'errors.unknown'), color: 'red' });
  };
  const done = (key: string) => {
    toast({ message: t(key), color: 'green' });
    onDone();
  };

  const submit = (scope?: Scope) => {
    setTried(true);
    const problems = problemsOf(form);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    if (editing?.repeat && !scope) return setAsking('edit');
    const b = bodyOf(form);
    const vars =
      b.kind === 'single'
        ? { kind: b.kind, id: editing && !editing.repeat ? editing._id : undefined, body: b.body }
        : scope === 'all' && editing
          ? { kind: b.kind, id: editing._id, scope, body: { ...b.body, date: seriesDate(editing, form) } }
          : { kind: b.kind, id: editing?._id, scope, occurrence: editing?.occurrence, body: b.body };
    save.mutateAsync(vars).then(() => done('dialog.saved'), fail);
  };
  const del = (scope: Scope) => remove.mutateAsync({ o: editing!, scope }).then(() => done('dialog.deleted'), fail);

  const err = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  return (
    <Stack gap="sm">
      <Fieldset variant="unstyled" disabled={readOnly}>
        <Stack gap="sm">
          <TextInput
            label={t('field.name')}
            value={form.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={err('name')}
            maxLength={NAME_MAX + 1}
            data-autofocus
            required
          />
          <TextInput
            type="date"
            label={t('field.date')}
            value={form.date}
            onChange={(e) => set({ date: e.currentTarget.value })}
            error={err('date')}
            required
          />
          <Group grow align="flex-start">
            <TextInput
              type="time"
              label={t('field.start')}
              value={form.start}
              onChange={(e) => set({ start: e.currentTarget.value })}
              error={err('start')}
              required
            />
            <TextInput
              type="time"
              label={t('field.end')}
              value={form.end}
              onChange={(e) => set({ end: e.currentTarget.value })}
              error={err('end')}
              required
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('field.timeZone', { zone: form.timeZone })}
          </Text>
          <PeoplePicker
            label={t('field.participants')}
            value={form.participants}
            onChange={(participants) => set({ participants })}
            known={known}
            error={err('participants')}
          />
          {mayOpen && <Switch label={t('field.forAll')} checked={form.forAll} onChange={(e) => set({ forAll: e.currentTarget.checked })} />}
          <TextInput
            label={t('field.link')}
            placeholder="https://"
            value={form.link}
            onChange={(e) => set({ link: e.currentTarget.value })}
            error={err('link')}
          />
          <Textarea
            label={t('field.comment')}
            value={form.comment}
            onChange={(e) => set({ comment: e.currentTarget.value })}
            error={err('comment')}
            description={`${form.comment.length}/${COMMENT_MAX}`}
            autosize
            minRows={2}
          />
          <ColorInput
            label={t('field.colour')}
            value={form.colour}
            onChange={(colour) => set({ colour })}
            swatches={SWATCHES}
            error={err('colour')}
          />
          <RepeatFields form={form} set={set} err={err} locked={!!editing && !editing.repeat} />
        </Stack>
      </Fieldset>
      {confirmDelete && (
        <Group justify="space-between" wrap="wrap">
          <Text>{t('dialog.confirmDelete')}</Text>
          <Button color="red" onClick={() => del('all')} loading={remove.isPending} data-testid="confirm-delete">
            {t('dialog.delete')}
          </Button>
        </Group>
      )}
      {!readOnly && (
        <Group justify="space-between" wrap="wrap">
          {editing ? (
            <Button variant="subtle" color="red" onClick={() => (editing.repeat ? setAsking('delete') : setConfirmDelete(true))}>
              {t('dialog.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={onDone}>
              {t('dialog.cancel')}
            </Button>
            <Button onClick={() => submit()} loading={save.isPending} data-testid="event-save">
              {t('dialog.save')}
            </Button>
          </Group>
        </Group>
      )}
      <ScopeDialog
        action={asking}
        onClose={() => setAsking(null)}
        onChoose={(scope) => {
          const action = asking;
          setAsking(null);
          if (action === 'delete') del(scope);
          else submit(scope);
        }}
      />
    </Stack>
  );
}

/** The repeat: chosen for a new event and changed with the whole series; a single event stays single. */
function RepeatFields({
  form,
  set,
  err,
  locked,
}: {
  form: EventForm;
  set(p: Partial<EventForm>): void;
  err(path: string): string | undefined;
  locked: boolean;
}) {
  const t = useT('calendar');
  const periods = [{ value: '', label: t('repeat.none') }, ...PERIODS.map((p) => ({ value: p, label: t(`repeat.${p}`) }))];
  return (
    <Stack gap="xs">
      <Select
        label={t('field.repeat')}
        data={periods}
        value={form.period}
        onChange={(v) => set({ period: (v ?? '') as Period | '' })}
        disabled={locked}
        allowDeselect={false}
        error={err('repeat')}
      />
      {form.period && (
        <>
          {(form.period === 'week' || form.period === 'day') && (
            <Chip.Group multiple value={form.weekdays} onChange={(v) => set({ weekdays: v as Weekday[] })}>
              <Group gap={4} aria-label={t('field.weekdays')}>
                {WEEKDAYS.map((d) => (
                  <Chip key={d} value={d} size="xs" disabled={locked}>
                    {t(`weekday.${d}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
          {err('repeat.weekdays') && (
            <Text size="xs" c="red">
              {err('repeat.weekdays')}
            </Text>
          )}
          <SegmentedControl
            value={form.ends}
            onChange={(v) => set({ ends: v as EventForm['ends'] })}
            data={[
              { value: 'count', label: t('repeat.byCount') },
              { value: 'until', label: t('repeat.byDate') },
            ]}
            disabled={locked}
          />
          {form.ends === 'count' ? (
            <NumberInput
              label={t('repeat.count')}
              value={form.count}
              min={2}
              onChange={(v) => set({ count: Number(v) || 0 })}
              error={err('repeat.count') ?? err('repeat.until')}
              disabled={locked}
            />
          ) : (
            <TextInput
              type="date"
              label={t('repeat.until')}
              value={form.until}
              onChange={(e) => set({ until: e.currentTarget.value })}
              error={err('repeat.until')}
              disabled={locked}
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** Editing "all" from one occurrence: the series keeps its first date unless the user changed the date. */
function seriesDate(o: EventOccurrence, f: EventForm): string {
  const shown = formOf(o, 'occurrence').date;
  return f.date === shown ? o.series.date : f.date;
}

const emptyCard = (id: string): EmployeeCard => ({
  _id: id,
  firstName: '',
  lastName: '',
  middleName: null,
  fullName: '',
  position: null,
  departmentId: null,
  avatar: null,
  deleted: false,
});

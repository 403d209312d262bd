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
import { ApiError, DateField, PeoplePicker, TimeField, useAbility, useMe, useRuleText, useShell, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm, type SchemaForm } from '@atrium/sdk/ui/form';
import type { EmployeeCard } from '@atrium/sdk/shared';
import { COMMENT_MAX, NAME_MAX, PERIODS, WEEKDAYS, type Period, type Weekday } from '../../shared/constants.js';
import type { EventOccurrence } from '../../shared/types.js';
import { deleteEvent, saveEvent, useCalendarMutation, type Scope } from '../api.js';
import { bodyOf, eventBody, EventFormSchema, formOf, weekdaysForDate, type EventForm } from '../form.js';
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
  const text = useRuleText();
  const me = useMe();
  const { toast } = useShell();
  const editing = state.mode === 'edit' ? state.o : null;
  // The same schemas and time rules as the server check the event before it is sent.
  const form = useSchemaForm(EventFormSchema, editing ? formOf(editing, 'occurrence') : (state as { form: EventForm }).form, eventBody);
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

  // A refusal that names fields shows at them (the form puts it there).
  const fail = (e: unknown) => {
    if (e instanceof ApiError && !refusedFields(e)) toast({ message: text(e), color: 'red' });
  };
  const done = (key: string) => {
    toast({ message: t(key), color: 'green' });
    onDone();
  };

  /** Saves the checked event; a series changed from one of its events asks first which of them. */
  const submit = (scope?: Scope) =>
    form.submit(async () => {
      if (editing?.repeat && !scope) return setAsking('edit');
      const f = form.getValues();
      const b = bodyOf(f);
      const vars =
        b.kind === 'single'
          ? { kind: b.kind, id: editing && !editing.repeat ? editing._id : undefined, body: b.body }
          : scope === 'all' && editing
            ? { kind: b.kind, id: editing._id, scope, body: { ...b.body, date: seriesDate(editing, f) } }
            : { kind: b.kind, id: editing?._id, scope, occurrence: editing?.occurrence, body: b.body };
      await save.mutateAsync(vars).catch((e: unknown) => {
        fail(e);
        throw e;
      });
      done('dialog.saved');
    });
  const del = (scope: Scope) => remove.mutateAsync({ o: editing!, scope }).then(() => done('dialog.deleted'), fail);

  const { values } = form;
  return (
    // The schema checks the fields, in the user's language: the browser's own check of `required` stays off.
    <form onSubmit={submit()} noValidate>
      <Stack gap="sm">
        <Fieldset variant="unstyled" disabled={readOnly}>
          <Stack gap="sm">
            <TextInput label={t('field.name')} {...form.getInputProps('name')} maxLength={NAME_MAX + 1} data-autofocus required />
            <DateField
              label={t('field.date')}
              {...form.getInputProps('date')}
              value={values.date || null}
              onChange={(date) => form.setValues({ date: date ?? '', weekdays: weekdaysForDate(values, date ?? '') })}
              required
            />
            <Group grow align="flex-start">
              <TimeField label={t('field.start')} {...form.valueProps('start')} required />
              <TimeField label={t('field.end')} {...form.valueProps('end')} required />
            </Group>
            <Text size="xs" c="dimmed">
              {t('field.timeZone', { zone: values.timeZone })}
            </Text>
            <PeoplePicker label={t('field.participants')} {...form.valueProps('participants')} known={known} />
            {mayOpen && <Switch label={t('field.forAll')} {...form.getInputProps('forAll', { type: 'checkbox' })} />}
            <TextInput label={t('field.link')} placeholder="https://" {...form.getInputProps('link')} />
            <Textarea
              label={t('field.comment')}
              {...form.getInputProps('comment')}
              description={`${values.comment.length}/${COMMENT_MAX}`}
              autosize
              minRows={2}
            />
            <ColorInput label={t('field.colour')} {...form.valueProps('colour')} swatches={SWATCHES} />
            <RepeatFields form={form} locked={!!editing && !editing.repeat} />
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
              <Button type="submit" loading={save.isPending} data-testid="event-save">
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
            if (action === 'delete') void del(scope);
            else submit(scope)();
          }}
        />
      </Stack>
    </form>
  );
}

/** The repeat: chosen for a new event and changed with the whole series; a single event stays single. */
function RepeatFields({ form, locked }: { form: SchemaForm<EventForm, unknown>; locked: boolean }) {
  const t = useT('calendar');
  const { values, errors } = form;
  const periods = [{ value: '', label: t('repeat.none') }, ...PERIODS.map((p) => ({ value: p, label: t(`repeat.${p}`) }))];
  return (
    <Stack gap="xs">
      <Select
        label={t('field.repeat')}
        data={periods}
        value={values.period}
        onChange={(v) => form.setFieldValue('period', (v ?? '') as Period | '')}
        disabled={locked}
        allowDeselect={false}
        error={errors.repeat}
      />
      {values.period && (
        <>
          {(values.period === 'week' || values.period === 'day') && (
            <Chip.Group multiple value={values.weekdays} onChange={(v) => form.setFieldValue('weekdays', v as Weekday[])}>
              <Group gap={4} aria-label={t('field.weekdays')}>
                {WEEKDAYS.map((d) => (
                  <Chip key={d} value={d} size="xs" disabled={locked}>
                    {t(`weekday.${d}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
          {errors['repeat.weekdays'] && (
            <Text size="xs" c="red">
              {errors['repeat.weekdays']}
            </Text>
          )}
          <SegmentedControl
            value={values.ends}
            onChange={(v) => form.setFieldValue('ends', v as EventForm['ends'])}
            data={[
              { value: 'count', label: t('repeat.byCount') },
              { value: 'until', label: t('repeat.byDate') },
            ]}
            disabled={locked}
          />
          {values.ends === 'count' ? (
            <NumberInput
              label={t('repeat.count')}
              value={values.count}
              min={2}
              onChange={(v) => form.setFieldValue('count', Number(v) || 0)}
              error={errors['repeat.count'] ?? errors['repeat.until']}
              disabled={locked}
            />
          ) : (
            <DateField
              label={t('repeat.until')}
              value={values.until || null}
              onChange={(v) => form.setFieldValue('until', v ?? '')}
              error={errors['repeat.until']}
              disabled={locked}
              clearable
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

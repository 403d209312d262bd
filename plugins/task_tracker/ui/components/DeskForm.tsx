import { useState } from 'react';
import { Button, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { MSG, STATUSES, type Status } from '../../shared/constants.js';
import { DeskInput } from '../../shared/schemas.js';
import { Colour } from './Colour.js';

/** The board's own fields as the form edits them (people and lanes are edited elsewhere). */
export interface DeskFields {
  name: string;
  description: string;
  status: Status;
  background: string | null;
}

/** A board's name, description, status (open, active, closed, hidden) and background, checked by the server's schema first. */
export function DeskForm({
  initial,
  submit,
  onSubmit,
  pending,
}: {
  initial: DeskFields;
  submit: string;
  onSubmit: (v: DeskFields) => Promise<unknown>;
  pending: boolean;
}) {
  const t = useT();
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [status, setStatus] = useState<Status>(initial.status);
  const [background, setBackground] = useState(initial.background ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const err = (field: string) => {
    const key = Object.entries(MSG).find(([, text]) => text === problems[field])?.[0];
    return problems[field] ? (key ? t(`errors.${key}`) : problems[field]) : undefined;
  };
  const send = async () => {
    const v = { name, description, status, background: background || null };
    const checked = DeskInput.safeParse(v);
    setProblems(Object.fromEntries((checked.error?.issues ?? []).map((i) => [String(i.path[0]), i.message])));
    if (checked.success) await onSubmit(v);
  };
  return (
    <Stack>
      <TextInput
        label={t('desk.name')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        required
        data-autofocus
        error={err('name')}
      />
      <Textarea label={t('desk.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
      <Select
        label={t('desk.status')}
        value={status}
        onChange={(v) => v && setStatus(v as Status)}
        data={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        allowDeselect={false}
      />
      <Colour label={t('desk.background')} value={background} onChange={setBackground} readOnly={false} error={err('background')} />
      <Button onClick={send} loading={pending} disabled={!name.trim()}>
        {submit}
      </Button>
    </Stack>
  );
}

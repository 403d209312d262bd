import { useState } from 'react';
import { Button, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PeoplePicker, useRealtimeEmit, useRuleText, useT } from '@atrium/sdk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { MEMBERS_MAX } from '../../shared/constants.js';
import { SEND } from '../../shared/sends.js';
import { ChatCreate } from '../../shared/schemas.js';

/** "New chat": a named chat with members, or a private chat with one colleague (checked by the shared schema). */
export function CreateChat() {
  const t = useT();
  const text = useRuleText();
  const emit = useRealtimeEmit();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<'named' | 'private'>('named');
  const [name, setName] = useState('');
  const [members, setMembers] = useState<string[]>([]);
  // After the first attempt the shared schema judges the form as the user types; the server's answer shows until then.
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const parsed = ChatCreate.safeParse({ name, members, private: kind === 'private' });
  const errors = tried && !parsed.success ? Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), text(i)])) : serverError;
  const close = () => {
    setOpen(false);
    setName('');
    setMembers([]);
    setTried(false);
    setServerError({});
  };
  const submit = async () => {
    setTried(true);
    setServerError({});
    if (!parsed.success) return;
    setBusy(true);
    try {
      const ack = await emit(SEND.chatCreate, parsed.data);
      if ('error' in ack) {
        // A field's rule (the schema's or the server's) names its field; any other refusal shows at the name.
        const field = Array.isArray(ack.error.details) ? ack.error.details[0] : undefined;
        setServerError({ [field?.path || 'name']: text(field ?? ack.error) });
        return;
      }
      await qc.invalidateQueries({ queryKey: ['chat'] });
      close();
      void navigate(`/chat/${ack.result._id}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('create.open')}</Button>
      <Modal opened={open} onClose={close} title={t('create.title')}>
        <Stack>
          <SegmentedControl
            value={kind}
            onChange={(v) => {
              setKind(v as 'named' | 'private');
              setMembers([]);
              setTried(false);
            }}
            data={[
              { value: 'named', label: t('create.named') },
              { value: 'private', label: t('create.private') },
            ]}
          />
          {kind === 'named' && (
            <TextInput label={t('create.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
          )}
          <PeoplePicker
            label={t(kind === 'named' ? 'create.members' : 'create.colleague')}
            value={members}
            onChange={setMembers}
            max={kind === 'named' ? MEMBERS_MAX - 1 : 1}
            error={errors.members}
          />
          <Button onClick={() => void submit()} loading={busy}>
            {t('create.submit')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}

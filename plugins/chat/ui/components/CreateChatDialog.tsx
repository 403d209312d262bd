import { useState } from 'react';
import { Button, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PeoplePicker, useRealtimeEmit, useRuleText, useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { MEMBERS_MAX } from '../../shared/constants.js';
import { SEND } from '../../shared/sends.js';
import { ChatCreate } from '../../shared/schemas.js';

type Kind = 'named' | 'private';

/** "New chat"'s dialog: a named chat with members, or a private chat with one colleague (checked by the shared schema). */
export default function CreateChatDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const text = useRuleText();
  const emit = useRealtimeEmit();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(ChatCreate, { kind: 'named' as Kind, name: '', members: [] as string[] }, (v): z.input<typeof ChatCreate> => ({
    name: v.name,
    members: v.members,
    private: v.kind === 'private',
  }));
  const { kind } = form.values;
  const submit = form.submit(async (body) => {
    setBusy(true);
    try {
      const ack = await emit(SEND.chatCreate, body);
      if ('error' in ack) {
        // A field's rule (the schema's or the server's) names its field; any other refusal shows at the name.
        const field = Array.isArray(ack.error.details) ? ack.error.details[0] : undefined;
        form.setErrors({ [field?.path || 'name']: text(field ?? ack.error) });
        return;
      }
      await qc.invalidateQueries({ queryKey: ['chat'] });
      onClose();
      void navigate(`/chat/${ack.result._id}`);
    } finally {
      setBusy(false);
    }
  });

  return (
    // Closing unmounts the dialog (CreateChat.tsx), which forgets what was typed.
    <Modal opened onClose={onClose} title={t('create.title')}>
      <form onSubmit={submit}>
        <Stack>
          <SegmentedControl
            value={kind}
            onChange={(v) => {
              form.setValues({ kind: v as Kind, members: [] });
              form.clearErrors();
            }}
            data={[
              { value: 'named', label: t('create.named') },
              { value: 'private', label: t('create.private') },
            ]}
          />
          {kind === 'named' && <TextInput label={t('create.name')} {...form.getInputProps('name')} />}
          <PeoplePicker
            label={t(kind === 'named' ? 'create.members' : 'create.colleague')}
            {...form.valueProps('members')}
            max={kind === 'named' ? MEMBERS_MAX - 1 : 1}
          />
          <Button type="submit" loading={busy}>
            {t('create.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { PeoplePicker, useT } from '@atrium/sdk/ui';
import type { DeskWithTasks } from '../../shared/types.js';
import { useUpdateDesk } from '../api.js';

/** The desk's admins (they manage it) and members (they view it and comment). */
export default function PeopleForm({ desk, people, onClose }: Omit<DeskWithTasks, 'tasks'> & { onClose: () => void }) {
  const t = useT();
  const update = useUpdateDesk(desk._id);
  const [known] = useState(() => new Map(people.map((p) => [p._id, p])));
  const [admins, setAdmins] = useState(desk.admins);
  const [members, setMembers] = useState(desk.members);
  const save = async () => {
    await update.mutateAsync({
      name: desk.name,
      description: desk.description,
      status: desk.status,
      background: desk.background,
      admins,
      members,
      lanes: desk.lanes.map((l) => ({ _id: l._id, name: l.name })),
    });
    onClose();
  };
  return (
    <Stack>
      <PeoplePicker label={t('desk.admins')} value={admins} onChange={setAdmins} known={known} />
      <PeoplePicker label={t('desk.members')} value={members} onChange={setMembers} known={known} />
      <Button onClick={save} loading={update.isPending}>
        {t('save')}
      </Button>
    </Stack>
  );
}

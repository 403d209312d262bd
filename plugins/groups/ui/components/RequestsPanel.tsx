import { useState } from 'react';
import { Button, Combobox, Stack, Text, TextInput, Title, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useApi, useMe, useT } from '@atrium/sdk/ui';
import type { EmployeeCard } from '@atrium/sdk/shared';
import { groupRoutes } from '../../shared/routes.js';
import type { GroupView } from '../../shared/types.js';
import { useGroupAction } from '../api.js';
import { PersonRow } from './PersonRow.js';

/** Employees by name for the invitation picker (the core's employee search), from 2 characters on. */
function usePeople(text: string) {
  const api = useApi();
  const me = useMe();
  return useQuery({
    queryKey: ['groups', 'people', text],
    enabled: text.length >= 2 && !!me?.client,
    queryFn: () =>
      api.post<{ result: EmployeeCard[] }>(`/api/user/filter/${me!.client!.workspace}`, { search: text, limit: 8 }).then((r) => r.result),
  });
}

/** Picks an employee by name (not one of `exclude`) and hands the id to `onPick`. */
function PersonPicker({ label, exclude, onPick }: { label: string; exclude: Set<string>; onPick: (id: string) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const people = usePeople(debounced);
  const combobox = useCombobox();
  const options = (people.data ?? []).filter((p) => !exclude.has(p._id));
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        onPick(id);
        setText('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={t('invitations.searchPlaceholder')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={debounced.length < 2}>
        <Combobox.Options>
          {options.map((p) => (
            <Combobox.Option key={p._id} value={p._id}>
              {`${p.firstName} ${p.lastName}`}
            </Combobox.Option>
          ))}
          {!options.length && <Combobox.Empty>{t('invitations.nobody')}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** For the group's administrators: requests to approve or reject, invitations, and read grants. */
export function RequestsPanel({ group }: { group: GroupView }) {
  const t = useT();
  const groupId = group._id;
  const approve = useGroupAction((api, userId: string) => api.call(groupRoutes.approve, { params: { groupId, userId } }));
  const reject = useGroupAction((api, userId: string) => api.call(groupRoutes.reject, { params: { groupId, userId } }));
  const revoke = useGroupAction((api, userId: string) => api.call(groupRoutes.revoke, { params: { groupId, userId } }));
  const grant = useGroupAction((api, userId: string) => api.call(groupRoutes.grant, { params: { groupId, userId } }));
  const invite = useGroupAction((api, user: string) => api.call(groupRoutes.invite, { params: { id: groupId }, body: { user } }));
  const members = group.members.map((m) => m.user._id);
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('requests.title')}
        </Title>
        {group.requests_ref.map(({ user_ref }) => (
          <PersonRow key={user_ref._id} person={user_ref}>
            <Button
              size="compact-sm"
              onClick={() => approve.mutate(user_ref._id)}
              aria-label={t('requests.approveWho', { name: user_ref.fullName })}
            >
              {t('requests.approve')}
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => reject.mutate(user_ref._id)}>
              {t('requests.reject')}
            </Button>
          </PersonRow>
        ))}
        {!group.requests_ref.length && <Text c="dimmed">{t('requests.none')}</Text>}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('invitations.title')}
        </Title>
        <PersonPicker
          label={t('invitations.invite')}
          exclude={new Set([...members, ...group.invitations.map((p) => p._id)])}
          onPick={(id) => invite.mutate(id)}
        />
        {group.invitations.map((p) => (
          <PersonRow key={p._id} person={p} />
        ))}
        {!group.invitations.length && <Text c="dimmed">{t('invitations.none')}</Text>}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('grants.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('grants.hint')}
        </Text>
        <PersonPicker
          label={t('grants.give')}
          exclude={new Set([...members, ...group.grants.map((p) => p._id)])}
          onPick={(id) => grant.mutate(id)}
        />
        {group.grants.map((p) => (
          <PersonRow key={p._id} person={p}>
            <Button size="compact-sm" variant="default" onClick={() => revoke.mutate(p._id)}>
              {t('grants.revoke')}
            </Button>
          </PersonRow>
        ))}
      </Stack>
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Center, Group, Loader, Pagination, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import { IDEA_STATES, type IdeaState } from '../../shared/constants.js';
import { PAGE_SIZE, useIdeas } from '../api.js';
import { IdeaCard } from '../components/IdeaCard.js';
import { IdeaForm } from '../components/IdeaForm.js';

/** /idea: send an idea, and the ideas most supported first, each with its votes; receivers move them from here. */
export function IdeasPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<IdeaState | null>(null);
  const [mine, setMine] = useState(false);
  const [sending, setSending] = useState(false);
  const ideas = useIdeas(page, state, mine);
  const pages = Math.ceil((ideas.data?.total ?? 0) / PAGE_SIZE);
  return (
    <Stack p="md" gap="md" maw={900}>
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        <Button onClick={() => setSending(true)}>{t('send.open')}</Button>
      </Group>
      <Text c="dimmed">{t('intro')}</Text>
      <Group align="end">
        <Select
          label={t('list.state')}
          data={[{ value: '', label: t('list.all') }, ...IDEA_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))]}
          value={state ?? ''}
          onChange={(v) => (setState((v || null) as IdeaState | null), setPage(1))}
          allowDeselect={false}
          w={200}
        />
        <Switch label={t('list.mine')} checked={mine} onChange={(e) => (setMine(e.currentTarget.checked), setPage(1))} mb={6} />
      </Group>
      {!ideas.data ? (
        <Center>
          <Loader aria-label={t('list.loading')} />
        </Center>
      ) : ideas.data.result.length === 0 ? (
        <Text c="dimmed">{t('list.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {ideas.data.result.map((idea) => (
            <li key={idea._id}>
              <IdeaCard idea={idea} />
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      {sending && <IdeaForm onClose={() => setSending(false)} />}
    </Stack>
  );
}

import { useState } from 'react';
import { Badge, Button, Card, Group, Loader, Modal, Pagination, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useAbility, useT } from '@atrium/sdk/ui';
import { useCreateDesk, useDesks } from '../api.js';
import TaskTable from '../components/TaskTable.js';
import type { DeskFields } from '../components/DeskForm.js';
import { loadDeskForm, PartBody, preloading } from '../parts.js';

const TABS = ['desks', 'finished', 'mine'] as const;
type Tab = (typeof TABS)[number];

/** /task-tracker/: my desks, finished desks and my tasks across desks. */
export function DeskList() {
  const t = useT();
  const ability = useAbility();
  const [tab, setTab] = useState<Tab>('desks');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const desks = useDesks(tab === 'finished', page);
  const pages = desks.data ? Math.max(1, Math.ceil(desks.data.total / desks.data.limit)) : 1;
  return (
    <Stack p="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        {ability.can('create', 'TaskTrackerDesk') && (
          <Button onClick={() => setCreating(true)} {...preloading(loadDeskForm)}>
            {t('desk.new')}
          </Button>
        )}
      </Group>
      <Tabs
        keepMounted={false}
        value={tab}
        onChange={(v) => {
          setTab((v as Tab) ?? 'desks');
          setPage(1);
        }}
      >
        <Tabs.List>
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((x) => (
          <Tabs.Panel key={x} value={x} pt="md">
            {x === 'mine' ? (
              <TaskTable base={{ view: 'mine' }} showDesk />
            ) : (
              <Stack>
                {desks.isLoading && <Loader aria-label={t('loading')} />}
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {desks.data?.result.map((d) => (
                    <Card
                      key={d._id}
                      withBorder
                      component={Link}
                      to={`/desk/${d._id}`}
                      style={{ borderTop: `4px solid ${d.background ?? 'var(--mantine-color-blue-6)'}` }}
                    >
                      <Group justify="space-between" wrap="nowrap">
                        <Text fw={600}>{d.name}</Text>
                        <Badge variant="light">{t(`status.${d.status}`)}</Badge>
                      </Group>
                      {d.description && (
                        <Text size="sm" c="dimmed" lineClamp={2}>
                          {d.description}
                        </Text>
                      )}
                    </Card>
                  ))}
                </SimpleGrid>
                {desks.data && desks.data.total === 0 && <Text c="dimmed">{t('desk.empty')}</Text>}
                {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <NewDesk opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

/** A new desk starts with three lanes; its creator owns it. */
function NewDesk({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateDesk();
  const submit = async (v: DeskFields) => {
    const res = await create.mutateAsync({
      ...v,
      lanes: [{ name: t('lane.todo') }, { name: t('lane.doing') }, { name: t('lane.done') }],
    });
    onClose();
    navigate(`/desk/${res.result._id}`);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('desk.new')}>
      {opened && (
        <PartBody
          load={loadDeskForm}
          initial={{ name: '', description: '', status: 'active', background: null }}
          submit={t('create')}
          onSubmit={submit}
          pending={create.isPending}
        />
      )}
    </Modal>
  );
}

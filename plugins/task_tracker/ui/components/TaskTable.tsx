import { useState } from 'react';
import { Anchor, Badge, Group, Loader, Pagination, ScrollArea, Select, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat, useT } from '@atrium/sdk/ui';
import type { z } from 'zod';
import { PRIORITIES } from '../../shared/constants.js';
import type { TaskListQuery } from '../../shared/schemas.js';
import { useTasks } from '../api.js';
import { loadTaskForm, preloading } from '../parts.js';

type Sort = z.output<typeof TaskListQuery>['sort'];
const COLUMNS: Sort[] = ['name', 'priority', 'planEnd', 'updatedAt'];

/** Tasks as a sortable, filterable, paged table; rows open the task dialog when `onOpen` is given. */
export default function TaskTable({
  base,
  lanes,
  onOpen,
  showDesk,
}: {
  base: Partial<z.input<typeof TaskListQuery>>;
  lanes?: { _id: string; name: string }[];
  onOpen?: (id: string) => void;
  showDesk?: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const [sort, setSort] = useState<Sort>('updatedAt');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [priority, setPriority] = useState<string | null>(null);
  const [lane, setLane] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = useTasks({
    ...base,
    sort,
    order,
    page,
    limit: 25,
    ...(priority ? { priority: priority as (typeof PRIORITIES)[number] } : {}),
    ...(lane ? { lane } : {}),
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  const laneName = new Map((lanes ?? []).map((l) => [l._id, l.name]));
  const sortBy = (c: Sort) => {
    if (c === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else setSort(c);
  };
  return (
    <Stack>
      <Group>
        <Select
          label={t('task.priority')}
          clearable
          value={priority}
          onChange={(v) => {
            setPriority(v);
            setPage(1);
          }}
          data={PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          w={180}
        />
        {lanes && (
          <Select
            label={t('task.lane')}
            clearable
            value={lane}
            onChange={(v) => {
              setLane(v);
              setPage(1);
            }}
            data={lanes.map((l) => ({ value: l._id, label: l.name }))}
            w={180}
          />
        )}
      </Group>
      {list.isLoading && <Loader aria-label={t('loading')} />}
      <ScrollArea>
        <Table striped highlightOnHover miw={560}>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((c) => (
                <Table.Th key={c} aria-sort={sort === c ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
                  <UnstyledButton onClick={() => sortBy(c)} fw={600}>
                    {t(`column.${c}`)} {sort === c ? (order === 'asc' ? '↑' : '↓') : ''}
                  </UnstyledButton>
                </Table.Th>
              ))}
              {lanes && <Table.Th>{t('task.lane')}</Table.Th>}
              <Table.Th>{t('task.tags')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.result.map((task) => (
              <Table.Tr key={task._id}>
                <Table.Td>
                  {onOpen ? (
                    <UnstyledButton onClick={() => onOpen(task._id)} {...preloading(loadTaskForm)} c="blue">
                      {task.name}
                    </UnstyledButton>
                  ) : showDesk ? (
                    <Anchor component={Link} to={`/desk/${task.deskId}`}>
                      {task.name}
                    </Anchor>
                  ) : (
                    task.name
                  )}
                </Table.Td>
                <Table.Td>{t(`priority.${task.priority}`)}</Table.Td>
                <Table.Td>{task.planEnd ?? '—'}</Table.Td>
                <Table.Td>{format.date(task.updatedAt)}</Table.Td>
                {lanes && <Table.Td>{laneName.get(task.laneId)}</Table.Td>}
                <Table.Td>
                  <Group gap={4}>
                    {task.tags.map((tag) => (
                      <Badge key={tag._id} size="sm" variant="light">
                        {tag.name}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {list.data && list.data.total === 0 && <Text c="dimmed">{t('task.empty')}</Text>}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}

import { useState } from 'react';
import { ActionIcon, Badge, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Department } from '../shared/types.js';
import { matches, subtree, type DeptUsers } from './data.js';

interface Props {
  tree: Department[];
  members: Map<string, DeptUsers>;
  selected: string | null;
  search: string;
  canEdit: boolean;
  onSelect(id: string): void;
  /** Dropping a department on another moves it there. */
  onMove(id: string, parentId: string): void;
}

function Node({
  d,
  depth,
  p,
  dragging,
  setDragging,
}: {
  d: Department;
  depth: number;
  p: Props;
  dragging: Department | null;
  setDragging(d: Department | null): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [over, setOver] = useState(false);
  if (!matches(d, p.search, p.members)) return null;
  const count = p.members.get(d._id)?.users.length ?? 0;
  const hit = !!p.search && d.name.toLowerCase().includes(p.search.toLowerCase());
  const droppable = !!dragging && !subtree(dragging).has(d._id) && dragging.parentId !== d._id;
  return (
    <li
      role="treeitem"
      aria-expanded={d.children.length ? open || !!p.search : undefined}
      aria-selected={p.selected === d._id}
      style={{ listStyle: 'none' }}
    >
      <Group
        gap={4}
        wrap="nowrap"
        pl={depth * 20}
        py={2}
        style={{
          borderRadius: 6,
          background:
            over && droppable ? 'var(--mantine-color-blue-1)' : p.selected === d._id ? 'var(--mantine-color-blue-light)' : undefined,
        }}
        draggable={p.canEdit && !!d.parentId}
        onDragStart={(e) => {
          e.dataTransfer.setData('text/plain', d._id);
          setDragging(d);
        }}
        onDragEnd={() => setDragging(null)}
        onDragOver={(e) => {
          if (!droppable) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          const id = e.dataTransfer.getData('text/plain');
          setDragging(null);
          if (id && droppable) p.onMove(id, d._id);
        }}
        data-testid="tree-node"
        data-name={d.name}
      >
        {d.children.length ? (
          <ActionIcon
            size="sm"
            variant="subtle"
            onClick={() => setOpen(!open)}
            aria-label={open ? t('orgStructure.collapse') : t('orgStructure.expand')}
          >
            {open || p.search ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
          </ActionIcon>
        ) : (
          <Box w={22} />
        )}
        {p.canEdit && d.parentId && <IconGripVertical size={14} aria-hidden style={{ cursor: 'grab', opacity: 0.5 }} />}
        <UnstyledButton onClick={() => p.onSelect(d._id)} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={hit ? 700 : 500} c={hit ? 'blue' : undefined} truncate>
              {d.name}
            </Text>
            {count > 0 && (
              <Badge size="xs" variant="light" aria-label={t('orgStructure.employeesCount', { count })}>
                {count}
              </Badge>
            )}
          </Group>
        </UnstyledButton>
      </Group>
      {(open || !!p.search) && d.children.length > 0 && (
        <ul role="group" style={{ margin: 0, padding: 0 }}>
          {d.children.map((c) => (
            <Node key={c._id} d={c} depth={depth + 1} p={p} dragging={dragging} setDragging={setDragging} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The structure as a tree; editors drag a department onto its new parent to move it. */
export function TreeView(p: Props) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<Department | null>(null);
  return (
    <ul role="tree" aria-label={t('orgStructure.tree')} style={{ margin: 0, padding: 0 }} data-testid="structure-tree">
      {p.tree.map((d) => (
        <Node key={d._id} d={d} depth={0} p={p} dragging={dragging} setDragging={setDragging} />
      ))}
    </ul>
  );
}

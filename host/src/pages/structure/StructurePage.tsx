import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Button, Grid, Group, Loader, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useApi, useShell, flattenDepartments, useDepartments, type StructureType } from '@atrium/sdk/ui';
import { STRUCTURE_TYPES } from '@atrium/sdk/shared';
import { PageHeader } from '../shared/ui.js';
import { errorText } from '../shared/errors.js';
import type { Department } from '../shared/types.js';
import { useCanEditStructure, useDeptUsers, useRefreshStructure } from './data.js';
import { TreeView } from './TreeView.js';
import { DepartmentForm } from './DepartmentForm.js';
import { DepartmentPanel } from './DepartmentPanel.js';
import { NeedsClient } from '../shared/NeedsClient.js';
import { usePhone } from '../shared/phone.js';

// The diagram (xyflow + dagre) is a chunk of its own: the tree view does not pay for it.
const Diagram = lazy(() => import('./Diagram.js'));

type Editing = { dept: Department | null; parentId?: string | null } | null;

/**
 * `/structure_new`: the organisation of each structure type (administrative, organization,
 * functional, project) as a diagram or a tree, with search; editors create, rename, move and delete
 * departments and assign heads and employees.
 */
function StructurePageScreen() {
  const { t } = useTranslation();
  const phone = usePhone();
  const api = useApi();
  const { toast } = useShell();
  const canEdit = useCanEditStructure();
  const refresh = useRefreshStructure();
  const [type, setType] = useState<StructureType>('administrative');
  const [view, setView] = useState<'diagram' | 'tree'>('tree');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [moveError, setMoveError] = useState<string | null>(null);
  const tree = useDepartments(type);
  const deptUsers = useDeptUsers();
  const members = useMemo(() => new Map((deptUsers.data ?? []).map((d) => [d.dept_id, d])), [deptUsers.data]);
  const all = flattenDepartments(tree.data ?? []);
  const current = all.find((x) => x.dept._id === selected)?.dept ?? null;

  const move = async (id: string, parentId: string) => {
    setMoveError(null);
    try {
      await api.put(`/api/structure/${id}`, { parentId }, { quiet: true });
      await refresh();
      toast({ message: t('orgStructure.moved'), color: 'green' });
    } catch (err) {
      setMoveError(errorText(err));
    }
  };

  return (
    <Stack>
      <PageHeader title={t('orgStructure.title')}>
        {canEdit && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ dept: null, parentId: selected })}
            data-testid="department-create"
          >
            {t('orgStructure.create')}
          </Button>
        )}
      </PageHeader>
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          value={type}
          // Four types do not fit a phone's width side by side: there they stand one above the other.
          orientation={phone ? 'vertical' : 'horizontal'}
          fullWidth={phone}
          onChange={(v) => (setType(v as StructureType), setSelected(null))}
          data={STRUCTURE_TYPES.map((s) => ({ value: s, label: t(`orgStructure.types.${s}`) }))}
          data-testid="structure-type"
        />
        <SegmentedControl
          value={view}
          onChange={(v) => setView(v as 'diagram' | 'tree')}
          data={[
            { value: 'diagram', label: t('orgStructure.diagram') },
            { value: 'tree', label: t('orgStructure.treeView') },
          ]}
          data-testid="structure-view"
        />
        <TextInput
          placeholder={t('orgStructure.search')}
          aria-label={t('orgStructure.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-testid="structure-search"
        />
      </Group>
      {moveError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setMoveError(null)} data-testid="move-error">
          {moveError}
        </Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: current ? 7 : 12 }}>
          <Paper withBorder p="sm" radius="md">
            {tree.isPending ? (
              <Loader aria-label={t('app.loading')} />
            ) : !tree.data?.length ? (
              <Text c="dimmed">{canEdit ? t('orgStructure.emptyEditor') : t('orgStructure.empty')}</Text>
            ) : view === 'tree' ? (
              <TreeView
                tree={tree.data}
                members={members}
                selected={selected}
                search={search.trim()}
                canEdit={canEdit}
                onSelect={setSelected}
                onMove={(id, parent) => void move(id, parent)}
              />
            ) : (
              <Suspense fallback={<Loader aria-label={t('app.loading')} />}>
                <Diagram tree={tree.data} members={members} selected={selected} search={search.trim()} onSelect={setSelected} />
              </Suspense>
            )}
          </Paper>
        </Grid.Col>
        {current && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <DepartmentPanel
              key={current._id}
              dept={current}
              members={members.get(current._id)}
              canEdit={canEdit}
              onEdit={() => setEditing({ dept: current })}
              onAddChild={() => setEditing({ dept: null, parentId: current._id })}
              onDeleted={() => setSelected(current.parentId)}
            />
          </Grid.Col>
        )}
      </Grid>
      {editing && (
        <DepartmentForm
          type={type}
          tree={tree.data ?? []}
          dept={editing.dept}
          parentId={editing.parentId}
          onClose={() => setEditing(null)}
          onSaved={(id) => {
            setEditing(null);
            setSelected(id);
            void refresh();
            toast({ message: t('screens.saved'), color: 'green' });
          }}
        />
      )}
    </Stack>
  );
}

export default function StructurePage() {
  return (
    <NeedsClient>
      <StructurePageScreen />
    </NeedsClient>
  );
}

import { useState } from 'react';
import { Anchor, Card, Center, Loader, Modal, Pagination, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import { groupRoutes } from '../../shared/routes.js';
import { ProjectForm, type ProjectFormValue } from '../components/ProjectForm.js';
import { PROJECTS_PAGE_SIZE, useProjectAction, useProjects } from '../project-api.js';
import { ListHeader } from '../components/ListHeader.js';

const EMPTY: ProjectFormValue = { name: '', description: '', participants: [] };

/** /projects: the projects I take part in, newest first, paged; a new project from here. */
export function ProjectList() {
  const t = useT();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useProjects(page);
  const create = useProjectAction((api, body: ProjectFormValue) => api.call(groupRoutes.createProject, { body }, { quiet: true }));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PROJECTS_PAGE_SIZE)) : 1;
  return (
    <Stack p={{ base: 'xs', sm: 'md' }} maw={900} gap="md">
      <ListHeader
        title={t('projects.title')}
        other={{ to: '/groups', label: t('title') }}
        newLabel={t('projects.new')}
        onNew={() => setCreating(true)}
      />
      {list.isLoading && (
        <Center p="lg">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
      {list.data?.result.map((p) => (
        <Card withBorder key={p._id} data-testid="project-card">
          <Stack gap={4}>
            <Anchor component={Link} to={`/projects/${p._id}`} fw={600}>
              {p.name}
            </Anchor>
            {p.description && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {p.description}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('projects.participantsCount', { count: p.participants.length })}
            </Text>
          </Stack>
        </Card>
      ))}
      {list.data && list.data.total === 0 && (
        <Text c="dimmed" ta="center" p="lg">
          {t('projects.none')}
        </Text>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('projects.new')} size="lg">
        <ProjectForm
          initial={EMPTY}
          submit={t('form.create')}
          saving={create.isPending}
          error={create.error}
          onCancel={() => setCreating(false)}
          onSave={async (value) => {
            const res = await create.mutateAsync(value);
            setCreating(false);
            void navigate(`/projects/${res.result._id}`);
          }}
        />
      </Modal>
    </Stack>
  );
}

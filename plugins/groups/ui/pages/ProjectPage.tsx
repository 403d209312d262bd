import { useState } from 'react';
import { Anchor, Badge, Button, Center, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useMe, useT } from '@atrium/sdk/ui';
import { groupRoutes } from '../../shared/routes.js';
import { PersonRow } from '../components/PersonRow.js';
import { ProjectForm, type ProjectFormValue } from '../components/ProjectForm.js';
import { useProject, useProjectAction } from '../project-api.js';

/** /projects/{_id}: the project and its participants; its creator and company administrators edit, remove people and delete it. */
export function ProjectPage() {
  const t = useT();
  const me = useMe();
  const navigate = useNavigate();
  const { _id } = useParams();
  const query = useProject(_id);
  const [editing, setEditing] = useState(false);
  const id = _id!;
  const update = useProjectAction((api, body: Partial<ProjectFormValue>) =>
    api.call(groupRoutes.updateProject, { params: { id }, body }, { quiet: true }),
  );
  const remove = useProjectAction((api) => api.call(groupRoutes.removeProject, { params: { id } }));
  const project = query.data;
  if (!project)
    return (
      <Center p="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  // The server's rule: the creator or a company administrator changes a project.
  const manages = project.creatorId === me?.user._id || !!me?.isAdmin;
  const others = project.participants.filter((p) => p._id !== project.creatorId);
  return (
    <Stack p={{ base: 'xs', sm: 'md' }} maw={900} gap="md">
      <Anchor component={Link} to="/projects" size="sm">
        {t('projects.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Title order={1} size="h2">
            {project.name}
          </Title>
          {project.description && <Text>{project.description}</Text>}
        </Stack>
        {manages && (
          <Group gap="xs">
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('projects.edit')}
            </Button>
            <Button
              color="red"
              variant="light"
              onClick={() => {
                if (window.confirm(t('projects.confirmDelete'))) remove.mutate(undefined, { onSuccess: () => void navigate('/projects') });
              }}
            >
              {t('projects.delete')}
            </Button>
          </Group>
        )}
      </Group>
      <Title order={2} size="h4">
        {t('projects.participantsCount', { count: project.participants.length })}
      </Title>
      <Stack gap="sm">
        {project.participants.map((person) => (
          <PersonRow key={person._id} person={person}>
            {person._id === project.creatorId ? (
              <Badge>{t('projects.creator')}</Badge>
            ) : (
              manages && (
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label={t('projects.removeWho', { name: person.fullName })}
                  disabled={update.isPending}
                  onClick={() => update.mutate({ participants: others.filter((p) => p._id !== person._id).map((p) => p._id) })}
                >
                  {t('members.remove')}
                </Button>
              )
            )}
          </PersonRow>
        ))}
      </Stack>
      <Modal opened={editing} onClose={() => setEditing(false)} title={t('projects.edit')} size="lg">
        <ProjectForm
          initial={{ name: project.name, description: project.description, participants: others.map((p) => p._id) }}
          known={new Map(project.participants.map((p) => [p._id, p]))}
          submit={t('form.save')}
          saving={update.isPending}
          error={update.error}
          onCancel={() => setEditing(false)}
          onSave={async (value) => {
            await update.mutateAsync(value);
            setEditing(false);
          }}
        />
      </Modal>
    </Stack>
  );
}

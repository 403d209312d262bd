import { useState } from 'react';
import { Anchor, Badge, Button, Group, Loader, Modal, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PeoplePicker, useFormat, useT } from '@atrium/sdk/ui';
import { lmsRoutes } from '../../shared/routes.js';
import type { CourseView } from '../../shared/types.js';
import { useCourse, useLmsMutation, useMembers, useProgress } from '../api.js';
import { CourseForm } from '../components/CourseForm.js';

/** /courses/{id}: tabs content (lessons and tests with the caller's progress) and participants (course admins). */
export function CoursePage() {
  const t = useT();
  const { id } = useParams();
  const course = useCourse(id);
  const [editing, setEditing] = useState(false);
  if (!course.data) return <Loader m="md" />;
  const c = course.data;
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <Title order={1} style={{ wordBreak: 'break-word' }}>
          {c.title}
        </Title>
        <Group gap="xs">
          <Badge variant="light">{t(`status.${c.status}`)}</Badge>
          {c.canManage && (
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('course.edit')}
            </Button>
          )}
        </Group>
      </Group>
      {c.description && <Text style={{ wordBreak: 'break-word' }}>{c.description}</Text>}
      <Tabs defaultValue="content" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="content">{t('course.content')}</Tabs.Tab>
          {c.canManage && <Tabs.Tab value="participants">{t('course.participants')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="content" pt="md">
          <Content course={c} />
        </Tabs.Panel>
        {c.canManage && (
          <Tabs.Panel value="participants" pt="md">
            <Participants course={c} />
          </Tabs.Panel>
        )}
      </Tabs>
      <Modal opened={editing} onClose={() => setEditing(false)} title={t('course.edit')} centered>
        <CourseForm course={c} onSaved={() => setEditing(false)} />
      </Modal>
    </Stack>
  );
}

function Content({ course }: { course: CourseView }) {
  const t = useT();
  const progress = useProgress(course._id);
  const learned = new Map(progress.data?.lessons.map((l) => [l._id, l.learned]));
  const tests = new Map(progress.data?.tests.map((x) => [x._id, x]));
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('course.lessons')}
      </Title>
      {!course.lessons.length && <Text c="dimmed">{t('course.noLessons')}</Text>}
      {course.lessons.map((l) => (
        <Group key={l._id} gap="xs">
          <Anchor component={Link} to={`/courses/${course._id}/lessons/${l._id}`}>
            {l.title}
          </Anchor>
          {learned.get(l._id) && <Badge color="green">{t('lesson.learned')}</Badge>}
        </Group>
      ))}
      {course.canManage && (
        <Group>
          <Button variant="default" component={Link} to={`/courses/${course._id}/lessons/new`}>
            {t('lesson.new')}
          </Button>
        </Group>
      )}
      <Title order={2} size="h3">
        {t('course.tests')}
      </Title>
      {!course.tests.length && <Text c="dimmed">{t('course.noTests')}</Text>}
      {course.tests.map((x) => {
        const mine = tests.get(x._id);
        return (
          <Group key={x._id} gap="xs">
            <Anchor component={Link} to={`/courses/${course._id}/tests/${x._id}`}>
              {x.title}
            </Anchor>
            {mine && mine.tries > 0 && (
              <Badge color={mine.passed ? 'green' : 'red'}>{t(mine.passed ? 'player.passed' : 'player.failed')}</Badge>
            )}
          </Group>
        );
      })}
      {course.canManage && (
        <Group>
          <Button variant="default" component={Link} to={`/courses/${course._id}/tests/new`}>
            {t('test.new')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Participants({ course }: { course: CourseView }) {
  const t = useT();
  const f = useFormat();
  const members = useMembers(course._id, true);
  const [chosen, setChosen] = useState<string[]>([]);
  const appoint = useLmsMutation((api, empl: string[]) => api.call(lmsRoutes.addMembers, { params: { id: course._id }, body: { empl } }));
  return (
    <Stack>
      <Group align="end">
        <PeoplePicker label={t('members.appoint')} value={chosen} onChange={setChosen} />
        <Button
          disabled={!chosen.length}
          loading={appoint.isPending}
          onClick={() => appoint.mutate(chosen, { onSuccess: () => setChosen([]) })}
        >
          {t('members.appointButton')}
        </Button>
      </Group>
      {!members.data ? (
        <Loader />
      ) : !members.data.length ? (
        <Text c="dimmed">{t('members.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('members.user')}</Table.Th>
                <Table.Th>{t('members.position')}</Table.Th>
                <Table.Th>{t('members.avgScore')}</Table.Th>
                <Table.Th>{t('members.totalScore')}</Table.Th>
                <Table.Th>{t('members.lastTry')}</Table.Th>
                <Table.Th>{t('members.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data.map((m) => (
                <Table.Tr key={m.userId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/courses/analytics/${m.userId}`}>
                      {m.user?.fullName ?? m.userId}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{m.position ?? ''}</Table.Td>
                  <Table.Td>{m.avgScore ?? '—'}</Table.Td>
                  <Table.Td>{m.totalScore}</Table.Td>
                  <Table.Td>{m.lastTry ? f.dateTime(m.lastTry) : '—'}</Table.Td>
                  <Table.Td>{t(`memberStatus.${m.status}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

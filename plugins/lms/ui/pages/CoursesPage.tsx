import { Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAbility, useT } from '@atrium/sdk/ui';
import { useCourses } from '../api.js';

const SCOPES = ['all', 'mine', 'learning'] as const;

/** /courses: all courses, my courses (made by me) and my learning (appointed to me). */
export function CoursesPage() {
  const t = useT();
  const manage = useAbility().can('manage', 'LmsCourse');
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        <Group>
          <Anchor component={Link} to="/courses/analytics">
            {t('analytics.title')}
          </Anchor>
          {manage && (
            <>
              <Anchor component={Link} to="/courses/settings">
                {t('settings.title')}
              </Anchor>
              <Button component={Link} to="/courses/new">
                {t('course.new')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <Tabs defaultValue={manage ? 'all' : 'learning'} keepMounted={false}>
        <Tabs.List>
          {SCOPES.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(`courses.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SCOPES.map((s) => (
          <Tabs.Panel key={s} value={s} pt="md">
            <CourseList scope={s} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function CourseList({ scope }: { scope: (typeof SCOPES)[number] }) {
  const t = useT();
  const courses = useCourses(scope);
  if (!courses.data) return <Loader />;
  if (!courses.data.length) return <Text c="dimmed">{t('courses.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {courses.data.map((c) => (
        <Card key={c._id} withBorder padding="md">
          {c.cover && <Card.Section component="img" src={c.cover.url} alt="" h={140} style={{ objectFit: 'cover' }} />}
          <Anchor component={Link} to={`/courses/${c._id}`} fw={600} mt="xs">
            {c.title}
          </Anchor>
          <Text size="sm" lineClamp={3} style={{ wordBreak: 'break-word' }}>
            {c.description}
          </Text>
          <Group gap="xs" mt="xs">
            <Badge variant="light">{t(`status.${c.status}`)}</Badge>
            {c.myStatus && <Badge color={c.myStatus === 'learned' ? 'green' : 'gray'}>{t(`memberStatus.${c.myStatus}`)}</Badge>}
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

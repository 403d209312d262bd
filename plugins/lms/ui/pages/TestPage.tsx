import { useState } from 'react';
import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import { useCourse, useTest } from '../api.js';
import { Player } from '../components/Player.js';
import { TestEditor } from '../components/TestEditor.js';

/** /courses/{id}/tests/new and /courses/{id}/tests/{testId}: the player, and the editor for course admins. */
export function TestPage() {
  const t = useT();
  const { id, testId } = useParams();
  const navigate = useNavigate();
  const course = useCourse(id);
  const test = useTest(testId);
  const [editing, setEditing] = useState(false);
  if (!course.data || (testId && !test.data)) return <Loader m="md" />;
  const back = (
    <Anchor component={Link} to={`/courses/${id}`}>
      {course.data.title}
    </Anchor>
  );
  if (!testId || editing)
    return (
      <Stack p="md">
        {back}
        <Title order={1}>{t(testId ? 'test.edit' : 'test.new')}</Title>
        <TestEditor
          course={id!}
          test={test.data}
          onSaved={(saved) => (testId ? setEditing(false) : navigate(`/courses/${id}/tests/${saved}`, { replace: true }))}
        />
      </Stack>
    );
  const x = test.data!;
  return (
    <Stack p="md">
      {back}
      <Group justify="space-between">
        <Title order={1} style={{ wordBreak: 'break-word' }}>
          {x.title}
        </Title>
        {course.data.canManage && (
          <Button variant="default" onClick={() => setEditing(true)}>
            {t('test.edit')}
          </Button>
        )}
      </Group>
      {x.description && <Text>{x.description}</Text>}
      <Player course={id!} test={x} />
    </Stack>
  );
}

import { useState } from 'react';
import { Anchor, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { RichText, useT } from '@atrium/sdk/ui';
import { lmsRoutes } from '../../shared/routes.js';
import type { LessonView } from '../../shared/types.js';
import { useCourse, useLesson, useLmsMutation, useProgress } from '../api.js';
import { LessonEditor } from '../components/LessonEditor.js';

/** /courses/{id}/lessons/new and /courses/{id}/lessons/{lessonId}: the lesson viewer, and its editor for course admins. */
export function LessonPage() {
  const t = useT();
  const { id, lessonId } = useParams();
  const navigate = useNavigate();
  const course = useCourse(id);
  const lesson = useLesson(lessonId);
  const [editing, setEditing] = useState(false);
  if (!course.data || (lessonId && !lesson.data)) return <Loader m="md" />;
  const back = (
    <Anchor component={Link} to={`/courses/${id}`}>
      {course.data.title}
    </Anchor>
  );
  if (!lessonId || editing)
    return (
      <Stack p="md">
        {back}
        <Title order={1}>{t(lessonId ? 'lesson.edit' : 'lesson.new')}</Title>
        <LessonEditor
          course={id!}
          lesson={lesson.data}
          onSaved={(saved) => (lessonId ? setEditing(false) : navigate(`/courses/${id}/lessons/${saved}`, { replace: true }))}
        />
      </Stack>
    );
  return (
    <Stack p="md">
      {back}
      <Group justify="space-between">
        <Title order={1} style={{ wordBreak: 'break-word' }}>
          {lesson.data!.title}
        </Title>
        {course.data.canManage && (
          <Button variant="default" onClick={() => setEditing(true)}>
            {t('lesson.edit')}
          </Button>
        )}
      </Group>
      <Viewer lesson={lesson.data!} />
    </Stack>
  );
}

/** Rich text, the video (the browser asks the file's URL for the ranges it plays) and the files; then "learned". */
function Viewer({ lesson }: { lesson: LessonView }) {
  const t = useT();
  const progress = useProgress(lesson.course);
  const learned = progress.data?.lessons.find((l) => l._id === lesson._id)?.learned;
  const learn = useLmsMutation((api, id: string) => api.call(lmsRoutes.learn, { body: { lesson: id } }));
  return (
    <Stack>
      {lesson.content && <RichText html={lesson.content} />}
      {lesson.video && (
        <video controls preload="metadata" src={lesson.video.url} style={{ maxWidth: '100%' }} aria-label={lesson.video.name}>
          <track kind="captions" />
        </video>
      )}
      {lesson.files.length > 0 && (
        <Stack gap={4}>
          <Text fw={600}>{t('lesson.files')}</Text>
          {lesson.files.map((f) => (
            <Anchor key={f._id} href={f.url} target="_blank" rel="noopener noreferrer">
              {f.name}
            </Anchor>
          ))}
        </Stack>
      )}
      <Group>
        {learned ? (
          <Badge color="green">{t('lesson.learned')}</Badge>
        ) : (
          <Button loading={learn.isPending} onClick={() => learn.mutate(lesson._id)}>
            {t('lesson.markLearned')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useT } from '@atrium/sdk/ui';
import { CourseForm } from '../components/CourseForm.js';

/** /courses/new: a new course, then its page. */
export function CourseFormPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Stack p="md">
      <Title order={1}>{t('course.new')}</Title>
      <CourseForm onSaved={(id) => navigate(`/courses/${id}`)} />
    </Stack>
  );
}

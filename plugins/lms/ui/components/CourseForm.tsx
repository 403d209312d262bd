import { Select, Stack, TextInput, Textarea } from '@mantine/core';
import { FilesField, FormActions, type PickedFile, useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import { COURSE_STATUSES, type CourseStatus } from '../../shared/constants.js';
import { lmsRoutes } from '../../shared/routes.js';
import { CourseInput } from '../../shared/schemas.js';
import type { CourseView } from '../../shared/types.js';
import { useLmsMutation } from '../api.js';

/** Adds or changes a course: title, short description, cover and status. */
export function CourseForm({ course, onSaved }: { course?: CourseView; onSaved(id: string): void }) {
  const t = useT();
  const save = useLmsMutation((api, body: CourseInput) =>
    course ? api.call(lmsRoutes.updateCourse, { params: { id: course._id }, body }) : api.call(lmsRoutes.createCourse, { body }),
  );
  const form = useSchemaForm(
    CourseInput,
    {
      title: course?.title ?? '',
      description: course?.description ?? '',
      cover: (course?.cover ? [{ _id: course.cover._id, name: course.cover.name }] : []) as PickedFile[],
      status: (course?.status ?? 'draft') as CourseStatus,
    },
    (v): CourseInput => ({ title: v.title, description: v.description, cover: v.cover[0]?._id ?? null, status: v.status }),
  );
  return (
    <form noValidate onSubmit={form.submit(async (body) => onSaved((await save.mutateAsync(body)).result._id))}>
      <Stack maw={640}>
        <TextInput label={t('course.title')} required {...form.getInputProps('title')} />
        <Textarea label={t('course.description')} autosize minRows={2} {...form.getInputProps('description')} />
        <FilesField label={t('course.cover')} accept="image/*" single {...form.valueProps('cover')} />
        <Select
          label={t('course.status')}
          data={COURSE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
        <FormActions saving={save.isPending} />
      </Stack>
    </form>
  );
}

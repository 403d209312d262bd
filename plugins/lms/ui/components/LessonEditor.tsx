import { Stack, TextInput } from '@mantine/core';
import { FilesField, FormActions, type PickedFile, RichTextEditor, useT } from '@atrium/sdk/ui';
import { useSchemaForm } from '@atrium/sdk/ui/form';
import { lmsRoutes } from '../../shared/routes.js';
import { LessonInput } from '../../shared/schemas.js';
import type { LessonView } from '../../shared/types.js';
import { useLmsMutation } from '../api.js';

/** Adds or changes a lesson: title, rich text (TipTap), a video and files, each uploaded first. */
export function LessonEditor({ course, lesson, onSaved }: { course: string; lesson?: LessonView; onSaved(id: string): void }) {
  const t = useT();
  const save = useLmsMutation((api, body: LessonInput) => {
    const { course: _c, ...update } = body;
    return lesson
      ? api.call(lmsRoutes.updateLesson, { params: { id: lesson._id }, body: update })
      : api.call(lmsRoutes.createLesson, { body });
  });
  const form = useSchemaForm(
    LessonInput,
    {
      title: lesson?.title ?? '',
      content: lesson?.content ?? '',
      video: (lesson?.video ? [{ _id: lesson.video._id, name: lesson.video.name }] : []) as PickedFile[],
      files: (lesson?.files.map((f) => ({ _id: f._id, name: f.name })) ?? []) as PickedFile[],
      sort: lesson?.sort ?? 0,
    },
    (v): LessonInput => ({
      course,
      title: v.title,
      content: v.content,
      video: v.video[0]?._id ?? null,
      files: v.files.map((f) => f._id),
      sort: v.sort,
    }),
  );
  return (
    <form noValidate onSubmit={form.submit(async (body) => onSaved((await save.mutateAsync(body)).result._id))}>
      <Stack maw={800}>
        <TextInput label={t('lesson.title')} required {...form.getInputProps('title')} />
        <RichTextEditor label={t('lesson.content')} {...form.valueProps('content')} />
        <FilesField label={t('lesson.video')} accept="video/*" single {...form.valueProps('video')} />
        <FilesField label={t('lesson.files')} {...form.valueProps('files')} />
        <FormActions saving={save.isPending} />
      </Stack>
    </form>
  );
}

import { Alert, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { FormActions, useRuleText, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { AchievementInput } from '../../shared/schemas.js';
import type { AchievementView, PicView } from '../../shared/types.js';
import { useShopActions } from '../api.js';
import { PictureField } from './PictureField.js';

/** Adds or changes an achievement: a name, a description and a picture (uploaded first, then referenced). */
export function AchievementForm({ achievement, onClose }: { achievement: AchievementView | null; onClose: () => void }) {
  const t = useT();
  const text = useRuleText();
  const { saveAchievement } = useShopActions();
  const form = useSchemaForm(
    AchievementInput,
    { name: achievement?.name ?? '', description: achievement?.description ?? '', pic: achievement?.pic ?? (null as PicView | null) },
    (v): AchievementInput => ({ _id: achievement?._id, name: v.name, description: v.description, pic: v.pic?._id ?? null }),
  );
  const submit = form.submit(async (body) => {
    await saveAchievement.mutateAsync(body);
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={t(achievement ? 'achievements.edit' : 'achievements.new')} centered>
      {/* The schema checks the fields, in the user's language: the browser's own check of `required` stays off. */}
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('fields.name')} required {...form.getInputProps('name')} data-autofocus />
          <Textarea label={t('fields.description')} autosize minRows={2} {...form.getInputProps('description')} />
          <PictureField {...form.valueProps('pic')} label={t('achievements.picture')} placeholder={<IconTrophy />} />
          {saveAchievement.error && !refusedFields(saveAchievement.error) && <Alert color="red">{text(saveAchievement.error)}</Alert>}
          <FormActions saving={saveAchievement.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

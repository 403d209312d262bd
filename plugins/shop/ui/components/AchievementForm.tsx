import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useT } from '@atrium/sdk/ui';
import { AchievementInput } from '../../shared/schemas.js';
import type { AchievementView, PicView } from '../../shared/types.js';
import { useShopActions } from '../api.js';
import { PictureField } from './PictureField.js';
import { useCheckedForm } from './errors.js';

/** Adds or changes an achievement: a name, a description and a picture (uploaded first, then referenced). */
export function AchievementForm({ achievement, onClose }: { achievement: AchievementView | null; onClose: () => void }) {
  const t = useT();
  const { saveAchievement } = useShopActions();
  const [name, setName] = useState(achievement?.name ?? '');
  const [description, setDescription] = useState(achievement?.description ?? '');
  const [pic, setPic] = useState<PicView | null>(achievement?.pic ?? null);
  const { errors, submit, refused } = useCheckedForm(AchievementInput, { _id: achievement?._id, name, description, pic: pic?._id ?? null });
  const save = () => submit((data) => saveAchievement.mutate(data, { onSuccess: onClose, onError: refused }));
  return (
    <Modal opened onClose={onClose} title={t(achievement ? 'achievements.edit' : 'achievements.new')} centered>
      <Stack>
        <TextInput
          label={t('fields.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name ? t(`rules.${errors.name}`, errors.name) : undefined}
          data-autofocus
        />
        <Textarea
          label={t('fields.description')}
          autosize
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <PictureField value={pic} onChange={setPic} label={t('achievements.picture')} placeholder={<IconTrophy />} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={save} loading={saveAchievement.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

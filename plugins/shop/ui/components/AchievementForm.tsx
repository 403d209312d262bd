import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useT } from '@atrium/sdk/ui';
import { AchievementInput } from '../../shared/schemas.js';
import type { AchievementView, PicView } from '../../shared/types.js';
import { useShopActions, useUploadPicture } from '../api.js';
import { fieldErrors, issuesByField } from './errors.js';

/** Adds or changes an achievement: a name, a description and a picture (uploaded first, then referenced). */
export function AchievementForm({ achievement, onClose }: { achievement: AchievementView | null; onClose: () => void }) {
  const t = useT();
  const { saveAchievement } = useShopActions();
  const upload = useUploadPicture();
  const [name, setName] = useState(achievement?.name ?? '');
  const [description, setDescription] = useState(achievement?.description ?? '');
  const [pic, setPic] = useState<PicView | null>(achievement?.pic ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = () => {
    const parsed = AchievementInput.safeParse({ _id: achievement?._id, name, description, pic: pic?._id ?? null });
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues));
    saveAchievement.mutate(parsed.data, { onSuccess: onClose, onError: (e) => setErrors(fieldErrors(e)) });
  };
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
        <Group>
          <Avatar src={pic?.thumb ?? pic?.url} alt="" size="lg" radius="md" color="yellow">
            <IconTrophy />
          </Avatar>
          <FileButton
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={async (file) => {
              if (!file) return;
              const f = await upload(file);
              setPic({ _id: f._id, url: f.src, thumb: f.thumb });
            }}
          >
            {(props) => (
              <Button variant="default" {...props}>
                {t('achievements.picture')}
              </Button>
            )}
          </FileButton>
        </Group>
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

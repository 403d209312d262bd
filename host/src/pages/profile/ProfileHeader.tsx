import { useState } from 'react';
import { Avatar, Box, Button, FileButton, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Slot, useApi, useShell } from '@atrium/sdk/ui';
import { uploadFile } from '../shared/files.js';
import { errorText } from '../shared/errors.js';
import { initials } from '../shared/ui.js';
import type { Employee } from '../shared/types.js';

type ImageField = 'avatar' | 'avatarLarge' | 'cover';

/**
 * Cover, avatar, name and position; image uploads for those who may edit; beside them the buttons
 * plugins add to `profile.actions` (props `{ userId, self }`; the wall's Follow).
 */
export function ProfileHeader({ user, canEdit, self }: { user: Employee; canEdit: boolean; self: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const qc = useQueryClient();
  const { toast } = useShell();
  const [busy, setBusy] = useState<ImageField | null>(null);

  /** The image is uploaded first; the profile keeps only the returned source. */
  const replace = async (field: ImageField, file: File | null) => {
    if (!file) return;
    setBusy(field);
    try {
      const up = await uploadFile(api, file, 'avatar');
      await api.put(`/api/user/${user._id}`, { [field]: up.url }, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['user', user._id] });
      await qc.invalidateQueries({ queryKey: ['me'] });
    } catch (err) {
      toast({ message: errorText(err), color: 'red' });
    } finally {
      setBusy(null);
    }
  };

  const upload = (field: ImageField) => (
    <FileButton key={field} accept="image/png,image/jpeg,image/webp,image/gif" onChange={(f) => void replace(field, f)}>
      {(props) => (
        <Menu.Item {...props} data-testid={`upload-${field}`}>
          {t(`profile.upload.${field}`)}
        </Menu.Item>
      )}
    </FileButton>
  );

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Box
        h={{ base: 110, sm: 180 }}
        style={{
          background: user.cover
            ? `center / cover no-repeat url("${user.cover}")`
            : 'linear-gradient(120deg, var(--mantine-color-blue-6), var(--mantine-color-cyan-5))',
        }}
        data-testid="profile-cover"
      />
      <Group p="md" align="flex-end" gap="md" mt={-56} wrap="wrap">
        <Avatar
          src={(user.avatarLarge as string) || user.avatar || null}
          size={112}
          radius={112}
          // Above the cover it overlaps (the cover would paint over its top half on phones otherwise).
          style={{ border: '4px solid var(--mantine-color-body)', position: 'relative', zIndex: 1 }}
          alt={user.fullName}
        >
          {initials(user)}
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
          <Title order={1} size="h2" data-testid="profile-name">
            {user.fullName}
          </Title>
          {user.position && <Text>{user.position}</Text>}
          {!!user.status && (
            <Text size="sm" c="dimmed" fs="italic">
              {String(user.status)}
            </Text>
          )}
          {!!user.blocked && <Text c="red">{t('employees.blocked')}</Text>}
        </Stack>
        <Group gap="xs">
          <Slot name="profile.actions" props={{ userId: user._id, self }} wrap={(list) => <>{list}</>} />
          {/* Kept mounted: the file inputs live in the items; a menu that closed at once (reduced motion) removed them before the file came. */}
          {canEdit && (
            <Menu position="bottom-end" withinPortal keepMounted>
              <Menu.Target>
                <Button variant="light" leftSection={<IconPhoto size={16} aria-hidden />} loading={!!busy} data-testid="images-menu">
                  {t('profile.images')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>{(['avatar', 'avatarLarge', 'cover'] as const).map(upload)}</Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

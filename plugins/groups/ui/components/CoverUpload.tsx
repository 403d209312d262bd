import { Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { useT, useUploads } from '@atrium/sdk/ui';
import { COVER_MIN_HEIGHT } from '../../shared/constants.js';
import { fitCover } from './fit-cover.js';

/**
 * The cover: scaled to the spec's width, uploaded first with progress, then named by its URL in the group's form; the server checks
 * its size ('Wrong image size') when the form is saved; `error` is that refusal, already in the user's language.
 */
export function CoverUpload({ value, onChange, error }: { value: string | null; onChange: (url: string | null) => void; error?: string }) {
  const t = useT();
  const { upload, progress, error: failed } = useUploads();
  const pick = async (file: File | null) => {
    const [stored] = file ? await upload([await fitCover(file)]) : [];
    if (stored) onChange(stored.src);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('form.cover')}
      </Text>
      {value && <Image src={value} alt={t('form.cover')} h={80} fit="cover" radius="sm" />}
      <Group gap="xs">
        <FileButton onChange={(f) => void pick(f)} accept="image/png,image/jpeg">
          {(props) => (
            <Button variant="default" size="xs" {...props}>
              {t('form.chooseCover')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" size="xs" onClick={() => onChange(null)}>
            {t('form.removeCover')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('form.coverHint', { height: COVER_MIN_HEIGHT })}
      </Text>
      {progress !== null && <Progress value={progress} aria-label={t('form.uploading')} />}
      {(failed || error) && (
        <Text size="sm" c="red" role="alert">
          {failed ? t(failed) : error}
        </Text>
      )}
    </Stack>
  );
}

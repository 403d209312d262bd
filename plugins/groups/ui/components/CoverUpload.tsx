import { useEffect, useRef, useState } from 'react';
import { Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { useApi, useT } from '@atrium/sdk/ui';
import { COVER_MIN_HEIGHT, COVER_WIDTH } from '../../shared/constants.js';

/** Spec core §9: the progress bar hides 1.5 s after the upload finishes. */
const HIDE_PROGRESS_MS = 1500;

/**
 * The cover: uploaded first with progress, then named by its URL in the group's form; the server checks
 * its size ('Wrong image size') when the form is saved.
 */
export function CoverUpload({ value, onChange, error }: { value: string | null; onChange: (url: string | null) => void; error?: string }) {
  const t = useT();
  const api = useApi();
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const pick = async (file: File | null) => {
    if (!file) return;
    setFailed(null);
    if (timer.current) clearTimeout(timer.current);
    setProgress(0);
    try {
      const stored = await api.upload(file, { onProgress: setProgress });
      onChange(stored.src);
    } catch (err) {
      setFailed((err as Error).message);
    } finally {
      setProgress(1);
      timer.current = setTimeout(() => setProgress(null), HIDE_PROGRESS_MS);
    }
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
        {t('form.coverHint', { width: COVER_WIDTH, height: COVER_MIN_HEIGHT })}
      </Text>
      {progress !== null && <Progress value={progress * 100} aria-label={t('form.uploading')} />}
      {(failed || error) && (
        <Text size="sm" c="red" role="alert">
          {t(failed ?? error!)}
        </Text>
      )}
    </Stack>
  );
}

import { Progress, Text } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';

/** The bar of a running upload, and the server's message when one failed. */
export function UploadProgress({ progress, error }: { progress: number | null; error: string | null }) {
  const t = useT();
  return (
    <>
      {progress !== null && (
        <Progress data-testid="upload-progress" value={progress} animated={progress < 100} aria-label={t('upload.progress')} />
      )}
      {error && (
        <Text c="red" size="sm">
          {t(`upload.${error}`, { defaultValue: error })}
        </Text>
      )}
    </>
  );
}

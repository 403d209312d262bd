import { Button, CloseButton, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUploads } from '../use-uploads.js';
import type { FilesFieldProps, UploadProgressProps } from '../files.js';

/** Uploaded files of a form field (attachments, a cover, a video): upload with progress, remove. */
export default function FilesFieldForm(props: FilesFieldProps) {
  const { t } = useTranslation('common');
  const uploads = useUploads();
  const add = async (files: File[]) => {
    const picked = (await uploads.upload(files)).map((f) => ({ _id: f._id, name: f.name }));
    props.onChange(props.single ? picked.slice(0, 1) : [...props.value, ...picked]);
  };
  const button = (p: { onClick(): void }) => (
    <Button {...p} variant="default" size="xs">
      {t('files.upload')}
    </Button>
  );
  return (
    <Input.Wrapper label={props.label} error={props.error} required={props.required}>
      <Stack gap={4} mt={4}>
        {props.value.map((f) => (
          <Group key={f._id} gap="xs" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {f.name}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t('files.remove', { name: f.name })}
              onClick={() => props.onChange(props.value.filter((x) => x._id !== f._id))}
            />
          </Group>
        ))}
        <Group>
          {props.single ? (
            <FileButton onChange={(file) => file && void add([file])} accept={props.accept}>
              {button}
            </FileButton>
          ) : (
            <FileButton onChange={(files) => files.length && void add(files)} accept={props.accept} multiple>
              {button}
            </FileButton>
          )}
        </Group>
        <UploadProgressBar progress={uploads.progress} error={uploads.error} />
      </Stack>
    </Input.Wrapper>
  );
}

/** The bar of a running upload, and the server's message when one failed. */
export function UploadProgressBar({ progress, error }: UploadProgressProps) {
  const { t } = useTranslation('common');
  return (
    <>
      {progress !== null && (
        <Progress data-testid="upload-progress" value={progress} animated={progress < 100} aria-label={t('files.progress')} />
      )}
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
    </>
  );
}

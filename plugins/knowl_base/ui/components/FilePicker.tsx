import { Button, CloseButton, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { useT, useUploads } from '@atrium/sdk/ui';
import { UploadProgress } from './UploadProgress.js';

/** A file of a form: its stored id and name. */
export interface PickedFile {
  _id: string;
  name: string;
}

/** Uploaded files of a form field (attachments, a file item's files, a cover): upload with progress, remove. */
export function FilePicker(props: {
  label: string;
  value: PickedFile[];
  onChange(files: PickedFile[]): void;
  accept?: string;
  multiple?: boolean;
  error?: string;
}) {
  const t = useT();
  const uploads = useUploads();
  const add = async (files: File[]) => {
    const stored = await uploads.upload(files);
    const picked = stored.map((f) => ({ _id: f._id, name: f.name }));
    props.onChange(props.multiple === false ? picked.slice(0, 1) : [...props.value, ...picked]);
  };
  return (
    <Input.Wrapper label={props.label} error={props.error}>
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
          <FileButton onChange={(files) => files.length && void add(files)} accept={props.accept} multiple>
            {(p) => (
              <Button {...p} variant="default" size="xs">
                {t('files.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        <UploadProgress progress={uploads.progress} error={uploads.error} />
      </Stack>
    </Input.Wrapper>
  );
}

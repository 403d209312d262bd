import { Button, CloseButton, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { useT, useUploads } from '@atrium/sdk/ui';

/** A file of a form: its stored id and name. */
export interface Picked {
  _id: string;
  name: string;
}

/** Uploaded files of a form field (a cover, a video, a lesson's files): upload with progress, remove. */
export function FilesField(props: {
  label: string;
  value: Picked[];
  onChange(files: Picked[]): void;
  accept?: string;
  single?: boolean;
  error?: string;
}) {
  const t = useT();
  const uploads = useUploads();
  const add = async (files: File[]) => {
    const picked = (await uploads.upload(files)).map((f) => ({ _id: f._id, name: f.name }));
    props.onChange(props.single ? picked.slice(0, 1) : [...props.value, ...picked]);
  };
  const upload = (p: { onClick(): void }) => (
    <Button {...p} variant="default" size="xs">
      {t('files.upload')}
    </Button>
  );
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
          {props.single ? (
            <FileButton onChange={(file) => file && void add([file])} accept={props.accept}>
              {upload}
            </FileButton>
          ) : (
            <FileButton onChange={(files) => files.length && void add(files)} accept={props.accept} multiple>
              {upload}
            </FileButton>
          )}
        </Group>
        {uploads.progress !== null && <Progress value={uploads.progress} aria-label={t('files.progress')} />}
        {uploads.error && (
          <Text c="red" size="sm">
            {uploads.error}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

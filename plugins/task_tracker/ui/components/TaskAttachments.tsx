import { Anchor, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useT, useUploads } from '@atrium/sdk/ui';
import { ATTACHMENTS_MAX } from '../../shared/constants.js';
import type { AttachmentView } from '../../shared/types.js';
import { ConfirmButton } from './Confirm.js';

/**
 * The task's files: each is uploaded first with its progress (`api.upload`), then kept in the form and
 * stored on the task with Save, like every other field; removing one asks first. Without `onChange`, the links alone.
 */
export function TaskAttachments({ value, onChange }: { value: AttachmentView[]; onChange?: (v: AttachmentView[]) => void }) {
  const t = useT();
  const { upload, progress, error: failed } = useUploads();
  const pick = async (file: File | null) => {
    const stored = file ? await upload([file]) : [];
    onChange?.([...value, ...stored.map((f) => ({ _id: f._id, url: f.src, thumb: f.thumb, mime: f.mimetype, name: f.name }))]);
  };
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        {t('task.attachments')}
      </Text>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('task.noAttachments')}
        </Text>
      )}
      {value.map((a) => (
        <Group key={a._id} gap="xs" wrap="nowrap">
          <Anchor href={a.url} target="_blank" size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
            {a.name}
          </Anchor>
          {onChange && (
            <ConfirmButton
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={t('task.removeFile', { name: a.name })}
              question={t('task.removeFileConfirm', { name: a.name })}
              onConfirm={() => onChange(value.filter((x) => x._id !== a._id))}
            >
              {t('delete')}
            </ConfirmButton>
          )}
        </Group>
      ))}
      {onChange && value.length < ATTACHMENTS_MAX && (
        <FileButton onChange={(f) => void pick(f)}>
          {(props) => (
            <Button variant="default" size="xs" w="fit-content" {...props}>
              {t('task.attach')}
            </Button>
          )}
        </FileButton>
      )}
      {progress !== null && <Progress value={progress} aria-label={t('task.uploading')} />}
      {failed && (
        <Text size="sm" c="red" role="alert">
          {t(failed)}
        </Text>
      )}
    </Stack>
  );
}

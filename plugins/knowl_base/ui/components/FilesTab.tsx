import { Button, FileButton, Group, Stack } from '@mantine/core';
import { UploadProgress, useT, useUploads } from '@atrium/sdk/ui';
import { articleRoutes } from '../../shared/routes.js';
import type { ArticleView } from '../../shared/types.js';
import { useKbMutation } from '../api.js';
import { FileList } from './FileList.js';

/** The files tab for those who may change the item and hold `kb_files`: upload with progress, remove. */
export function FilesTab({ item }: { item: ArticleView }) {
  const t = useT();
  const uploads = useUploads();
  const add = useKbMutation((api, files: string[]) =>
    api.call(articleRoutes.addFiles, { params: { id: item._id }, body: { files: files.map((file) => ({ file })) } }),
  );
  const remove = useKbMutation((api, fileId: string) => api.call(articleRoutes.delFile, { params: { id: item._id, fileId } }));
  const upload = async (files: File[]) => {
    const stored = await uploads.upload(files);
    if (stored.length) add.mutate(stored.map((f) => f._id));
  };
  return (
    <Stack>
      <Group>
        <FileButton onChange={(files) => files.length && void upload(files)} multiple>
          {(p) => (
            <Button {...p} variant="default">
              {t('files.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <UploadProgress progress={uploads.progress} error={uploads.error} />
      <FileList files={[...item.files, ...item.attachments]} onRemove={(id) => remove.mutate(id)} />
    </Stack>
  );
}

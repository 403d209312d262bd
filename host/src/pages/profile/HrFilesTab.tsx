import { useState } from 'react';
import { ActionIcon, Anchor, Button, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useFormat, useFormatSize } from '@atrium/sdk/ui';
import { uploadFile } from '../shared/files.js';
import { errorText } from '../shared/errors.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';

interface HrFile {
  _id: string;
  url: string;
  fileName: string;
  size: number;
  createdAt: string;
}

/** HR files of an employee: admins upload (first) and attach or delete them; the employee reads them. */
export function HrFilesTab({ userId, canManage }: { userId: string; canManage: boolean }) {
  const size = useFormatSize();
  const { t } = useTranslation();
  const format = useFormat();
  const api = useApi();
  const qc = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const q = useQuery({
    queryKey: ['hr-files', userId],
    queryFn: async () => (await api.get<{ result: HrFile[] }>(`/api/user/${userId}/hr_files`)).result,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['hr-files', userId] });
  const add = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const up = await uploadFile(api, file, 'hr');
      await api.post(`/api/user/${userId}/hr_files`, { file: up.file._id }, { quiet: true });
      await refresh();
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (f: HrFile) => {
    if (!window.confirm(t('screens.confirmDelete', { name: f.fileName }))) return;
    try {
      await api.delete(`/api/user/${userId}/file/${f._id}`, { quiet: true });
      await refresh();
    } catch (err) {
      setFailure(errorText(err));
    }
  };
  return (
    <Stack>
      <ErrorAlert message={failure} />
      {q.data?.length === 0 && <Text c="dimmed">{t('profile.noHrFiles')}</Text>}
      {!!q.data?.length && (
        <Table>
          <Table.Tbody>
            {q.data.map((f) => (
              <Table.Tr key={f._id}>
                <Table.Td>
                  <Anchor href={f.url} target="_blank" rel="noopener">
                    {f.fileName}
                  </Anchor>
                </Table.Td>
                <Table.Td visibleFrom="xs">{size(f.size)}</Table.Td>
                <Table.Td visibleFrom="sm">{format.date(f.createdAt)}</Table.Td>
                {canManage && (
                  <Table.Td w={40}>
                    <ActionIcon variant="subtle" color="red" aria-label={t('screens.delete')} onClick={() => void remove(f)}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canManage && (
        <Group>
          <FileButton onChange={(f) => void add(f)}>
            {(props) => (
              <Button {...props} variant="light" loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
                {t('profile.addHrFile')}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
    </Stack>
  );
}

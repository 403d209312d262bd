import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useFormat, useFormatSize, useMe } from '@atrium/sdk/ui';
import { errorText } from '../shared/errors.js';

interface Hanging {
  _id: string;
  fileName: string;
  size: number;
  purpose: string;
  url: string;
  createdAt: string;
}

/** File cleaning: files no record refers to (`GET /api/clients/hangedFilesByClient/{id}`), deleted one by one or together. */
export function FilesTab() {
  const size = useFormatSize();
  const { t } = useTranslation();
  const format = useFormat();
  const api = useApi();
  const me = useMe()!;
  const qc = useQueryClient();
  const [selected, setSelected] = useState<string[]>([]);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const q = useQuery({
    queryKey: ['hanging-files', me.client!._id],
    queryFn: async () => (await api.get<{ result: Hanging[] }>(`/api/clients/hangedFilesByClient/${me.client!._id}`)).result,
  });
  const remove = async (ids: string[]) => {
    if (!ids.length || !window.confirm(t('adminPanel.confirmDeleteFiles', { count: ids.length }))) return;
    try {
      if (ids.length === 1) await api.post('/api/del_file', { file: ids[0] }, { quiet: true });
      else await api.post('/api/del_minio_files', { files: ids }, { quiet: true });
      setSelected([]);
      setMessage({ ok: true, text: t('adminPanel.filesDeleted', { count: ids.length }) });
      await qc.invalidateQueries({ queryKey: ['hanging-files'] });
      await qc.invalidateQueries({ queryKey: ['client-files'] });
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    }
  };
  if (q.isPending) return <Loader aria-label={t('app.loading')} />;
  const rows = q.data ?? [];
  return (
    <Stack data-testid="file-cleaning">
      <Text size="sm" c="dimmed">
        {t('adminPanel.filesHint')}
      </Text>
      {message && (
        <Alert color={message.ok ? 'green' : 'red'} role="status">
          {message.text}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Text>{t('adminPanel.noHangingFiles')}</Text>
      ) : (
        <>
          <Group>
            <Button color="red" variant="light" disabled={!selected.length} onClick={() => void remove(selected)}>
              {t('adminPanel.deleteSelected', { count: selected.length })}
            </Button>
            <Button color="red" variant="subtle" onClick={() => void remove(rows.map((r) => r._id))}>
              {t('adminPanel.deleteAll', { count: rows.length })}
            </Button>
          </Group>
          <ScrollArea type="auto">
            <Table miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('employees.selectPage')}
                      checked={selected.length === rows.length}
                      onChange={(e) => setSelected(e.currentTarget.checked ? rows.map((r) => r._id) : [])}
                    />
                  </Table.Th>
                  <Table.Th>{t('adminPanel.file')}</Table.Th>
                  <Table.Th>{t('adminPanel.size')}</Table.Th>
                  <Table.Th>{t('adminPanel.when')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((f) => (
                  <Table.Tr key={f._id} data-testid="hanging-file">
                    <Table.Td>
                      <Checkbox
                        aria-label={f.fileName}
                        checked={selected.includes(f._id)}
                        onChange={(e) => setSelected(e.currentTarget.checked ? [...selected, f._id] : selected.filter((x) => x !== f._id))}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Anchor href={f.url} target="_blank" rel="noopener" size="sm">
                        {f.fileName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{size(f.size)}</Table.Td>
                    <Table.Td>{format.dateTime(f.createdAt)}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="subtle" color="red" onClick={() => void remove([f._id])}>
                        {t('screens.delete')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </>
      )}
    </Stack>
  );
}

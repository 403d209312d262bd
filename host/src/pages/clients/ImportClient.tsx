import { useState } from 'react';
import { Alert, Button, FileInput, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApi } from '@atrium/sdk/ui';
import { errorText } from '../shared/errors.js';
import { usePhone } from '../shared/phone.js';
import type { ClientRow } from './types.js';

/**
 * Clients → import: a new workspace from a client's archive (.tar.gz), under a code and name of its own. The share
 * uploaded shows while the archive goes up, then a running bar while the server imports it.
 */
export function ImportClient() {
  const { t } = useTranslation();
  const phone = usePhone();
  const api = useApi();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ workspace: '', name: '' });
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  /** Share of the archive uploaded; 1 while the server imports it. */
  const [sent, setSent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!file) return;
    const body = new FormData();
    body.append('workspace', form.workspace.trim());
    body.append('name', form.name.trim());
    body.append('file', file);
    setBusy(true);
    setSent(0);
    setError(null);
    try {
      const res = await api.post<{ result: ClientRow }>('/api/clients/import', undefined, {
        raw: body,
        quiet: true,
        onUploadProgress: setSent,
      });
      await qc.invalidateQueries({ queryKey: ['clients'] });
      setOpen(false);
      void navigate(`/clients?client=${res.result._id}`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setOpen(true)} data-testid="client-import">
        {t('clientsAdmin.import.open')}
      </Button>
      <Modal fullScreen={phone} opened={open} onClose={() => setOpen(false)} title={t('clientsAdmin.import.title')}>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <FileInput label={t('clientsAdmin.import.file')} accept=".gz,application/gzip" value={file} onChange={setFile} required />
          <TextInput
            label={t('clientsAdmin.lifecycle.newWorkspace')}
            value={form.workspace}
            onChange={(e) => setForm({ ...form, workspace: e.currentTarget.value })}
            required
          />
          <TextInput
            label={t('clientsAdmin.lifecycle.newName')}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
            required
          />
          {busy && (
            <Stack gap={4} data-testid="client-import-progress" aria-live="polite">
              <Text size="sm">
                {sent < 1 ? `${t('clientsAdmin.import.uploading')}: ${Math.round(sent * 100)}%` : t('clientsAdmin.import.importing')}
              </Text>
              <Progress
                value={sent < 1 ? sent * 100 : 100}
                animated={sent >= 1}
                aria-label={sent < 1 ? t('clientsAdmin.import.uploading') : t('clientsAdmin.import.importing')}
              />
            </Stack>
          )}
          <Button loading={busy} disabled={!file || !form.workspace.trim() || !form.name.trim()} onClick={() => void submit()}>
            {t('clientsAdmin.import.start')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}

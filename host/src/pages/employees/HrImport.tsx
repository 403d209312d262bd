import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError, useApi, useMe } from '@atrium/sdk/ui';
import type { FieldError, HrImportResult } from '@atrium/sdk/shared';
import { errorText } from '../shared/errors.js';
import { usePhone } from '../shared/phone.js';
import { HrErrors, HrPreview } from './HrPreview.js';

type Kind = 'employees' | 'structure';
const PATHS: Record<Kind, string> = { employees: '/api/user/load_hrm', structure: '/api/structure/load_struct' };

/**
 * Import from HR (`POST /api/user/load_hrm`, `POST /api/structure/load_struct`): the admin picks an Excel or CSV
 * file, sees the preview (`?dryRun=true`: what is created, changed, deactivated, skipped; or every faulty row and
 * field of a refused file), then applies it, all or nothing. The structure goes first: employees name departments
 * by their codes.
 */
export function HrImport({ onClose, onImported }: { onClose(): void; onImported(): void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const api = useApi();
  const me = useMe()!;
  const [kind, setKind] = useState<Kind>('employees');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<HrImportResult | null>(null);
  const [failure, setFailure] = useState<{ text: string; details: FieldError[] } | null>(null);

  const send = async (dryRun: boolean) => {
    if (!file) return;
    const body = new FormData();
    if (kind === 'structure') body.append('client_id', me.client!._id);
    body.append('file', file);
    setBusy(true);
    setFailure(null);
    try {
      const res = await api.post<{ result: HrImportResult }>(`${PATHS[kind]}${dryRun ? '?dryRun=true' : ''}`, undefined, {
        raw: body,
        quiet: true,
      });
      setResult(res.result);
      if (!dryRun) onImported();
    } catch (err) {
      setResult(null);
      const details = err instanceof ApiError && Array.isArray(err.body?.details) ? err.body.details : [];
      setFailure({ text: errorText(err), details });
    } finally {
      setBusy(false);
    }
  };
  const restart = (next: () => void) => {
    next();
    setResult(null);
    setFailure(null);
  };

  return (
    <Modal fullScreen={phone} opened onClose={onClose} title={t('employees.hrImport.title')} size={820}>
      <Stack gap="sm" data-testid="hr-import">
        <SegmentedControl
          value={kind}
          onChange={(v) => restart(() => setKind(v as Kind))}
          data={[
            { value: 'employees', label: t('employees.hrImport.employees') },
            { value: 'structure', label: t('employees.hrImport.structure') },
          ]}
          disabled={busy}
        />
        <Text size="sm" c="dimmed">
          {t(`employees.hrImport.hint.${kind}`)}
        </Text>
        <FileInput
          label={t('employees.hrImport.file')}
          description={t('employees.hrImport.fileHint')}
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          value={file}
          onChange={(f) => restart(() => setFile(f))}
          disabled={busy}
          data-testid="hr-file"
        />
        {busy && <Progress value={100} animated striped aria-label={t('employees.hrImport.running')} data-testid="hr-progress" />}
        {failure && (
          <Alert color="red" role="alert" title={t('employees.hrImport.refused')} data-testid="hr-failure">
            <Stack gap="xs">
              <Text size="sm">{failure.text}</Text>
              {failure.details.length > 0 && <HrErrors details={failure.details} />}
            </Stack>
          </Alert>
        )}
        {result && !result.dryRun && (
          <Alert color="green" data-testid="hr-done">
            {t('employees.hrImport.done')}
          </Alert>
        )}
        {result && <HrPreview result={result} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('screens.close')}
          </Button>
          <Button
            variant="light"
            onClick={() => void send(true)}
            loading={busy && !result}
            disabled={!file || busy}
            data-testid="hr-preview-run"
          >
            {t('employees.hrImport.preview')}
          </Button>
          <Button onClick={() => void send(false)} disabled={!result?.dryRun || busy} data-testid="hr-apply">
            {t('employees.hrImport.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

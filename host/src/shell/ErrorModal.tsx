import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverErrors, type ServerError } from '../api/failures.js';

/** The server's message in a centred dialog (ErrorDialog.tsx); OK clears the stored error. */
export default function ErrorModal({ error }: { error: ServerError }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={serverErrors.clear} title={error.title} centered size={600} data-testid="error-dialog">
      <Text>{error.message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={serverErrors.clear}>{t('dialog.ok')}</Button>
      </Group>
    </Modal>
  );
}

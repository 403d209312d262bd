import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverErrors, useServerError } from '../api/failures.js';

/** The centred dialog with the server's message (docs/architecture.md, Failed calls); OK clears the stored error. */
export function ErrorDialog() {
  const { t } = useTranslation();
  const error = useServerError();
  return (
    <Modal opened={!!error} onClose={serverErrors.clear} title={error?.title} centered size={600} data-testid="error-dialog">
      <Text>{error?.message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={serverErrors.clear}>{t('dialog.ok')}</Button>
      </Group>
    </Modal>
  );
}

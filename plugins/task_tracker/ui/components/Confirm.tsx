import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';

/** A button whose action runs only after the user confirms it in a dialog (every deletion). */
export function ConfirmButton({
  question,
  onConfirm,
  children,
  ...props
}: ButtonProps & { question: string; onConfirm: () => unknown; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...props} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('confirm.title')}>
        <Stack>
          <Text>{question}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              onClick={async () => {
                setOpen(false);
                await onConfirm();
              }}
            >
              {t('confirm.yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

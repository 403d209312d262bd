import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useRuleText, useT } from '@atrium/sdk/ui';

interface Props extends Pick<ButtonProps, 'variant' | 'color' | 'size'> {
  label: string;
  /** What the change does, asked before it is made. */
  question: string;
  run(): Promise<unknown>;
  onDone?(): void;
}

/**
 * A state change (start, complete, archive) asked for once more; a refusal (409) shows its text in the dialog
 * and is logged, and nothing changes (spec features §8).
 */
export function ConfirmAction({ label, question, run, onDone, ...button }: Props) {
  const t = useT();
  const text = useRuleText();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setOpened(false);
    setRefusal(null);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await run();
      close();
      onDone?.();
    } catch (e) {
      console.error(e);
      setRefusal(text(e as Parameters<typeof text>[0]));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button {...button} onClick={() => setOpened(true)}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={label} centered>
        <Stack>
          <Text>{question}</Text>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button {...button} variant="filled" loading={busy} onClick={() => void confirm()}>
              {label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

import { Button, Group, Modal, Text } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import type { Scope } from '../api.js';

/** "This event or all of the series?" — asked before changing or deleting an occurrence of a recurring event. */
export function ScopeDialog(p: { action: 'edit' | 'delete' | null; onChoose(scope: Scope): void; onClose(): void }) {
  const t = useT('calendar');
  return (
    <Modal opened={!!p.action} onClose={p.onClose} title={t(p.action === 'delete' ? 'scope.deleteTitle' : 'scope.editTitle')} centered>
      <Text mb="md">{t('scope.question')}</Text>
      <Group justify="flex-end" wrap="wrap">
        <Button variant="default" onClick={p.onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button variant="light" onClick={() => p.onChoose('one')} data-testid="scope-one">
          {t('scope.one')}
        </Button>
        <Button color={p.action === 'delete' ? 'red' : undefined} onClick={() => p.onChoose('all')} data-testid="scope-all">
          {t('scope.all')}
        </Button>
      </Group>
    </Modal>
  );
}

import { Button, Group } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';

/** A form's last row: Save (busy while it saves) and, in a dialog, Cancel before it. */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel?: () => void }) {
  const t = useT();
  return (
    <Group justify={onCancel ? 'flex-end' : 'flex-start'}>
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {t('common.save')}
      </Button>
    </Group>
  );
}

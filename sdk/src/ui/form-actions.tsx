import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FormActionsProps {
  /** The form is being saved: Save shows it is busy. */
  saving: boolean;
  /** In a dialog: Cancel before Save, both at the right; a page's form has Save alone at the left. */
  onCancel?: () => void;
  /** The submit button's text when "Save" is not the word (Send, Accrue). */
  submitLabel?: string;
}

/** A form's last row: Save (the form's submit, busy while it saves) and, in a dialog, Cancel before it. */
export function FormActions({ saving, onCancel, submitLabel }: FormActionsProps) {
  const { t } = useTranslation('common');
  return (
    <Group justify={onCancel ? 'flex-end' : 'flex-start'}>
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('screens.cancel')}
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {submitLabel ?? t('screens.save')}
      </Button>
    </Group>
  );
}

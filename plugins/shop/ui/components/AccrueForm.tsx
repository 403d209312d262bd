import { useState } from 'react';
import { Alert, Checkbox, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { FormActions, PeoplePicker, useRuleText, useShell, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { MAX_COINS } from '../../shared/constants.js';
import { AccrueInput } from '../../shared/schemas.js';
import type { ShopSettingsView } from '../../shared/types.js';
import { useAchievements, useShopActions } from '../api.js';

/** The option that makes the typed name a new achievement. */
const NEW = '__new__';

/**
 * A manager gives an employee coins for an achievement, optionally announced on the company wall. The spec needs
 * an achievement for every accrual: the company's are offered first, and a name none of them has becomes a new one
 * in place, so saying thanks with coins ends in this one dialog.
 */
export function AccrueForm({ settings, onClose }: { settings: ShopSettingsView; onClose: () => void }) {
  const t = useT();
  const text = useRuleText();
  const { toast } = useShell();
  const { accrue, saveAchievement } = useShopActions();
  const achievements = useAchievements(1, 100);
  const [typed, setTyped] = useState('');
  const form = useSchemaForm(
    AccrueInput,
    { user: [] as string[], achievement: null as string | null, amount: '' as number | string, comment: '', publish: false },
    (v): AccrueInput => ({
      // Nothing chosen is an empty id, which the schema refuses with the field's rule.
      user: v.user[0] ?? '',
      achievement: v.achievement ?? '',
      // A cleared amount is NaN, which the schema refuses as missing.
      amount: v.amount === '' ? NaN : Number(v.amount),
      comment: v.comment,
      publish: v.publish,
    }),
  );
  const submit = form.submit(async (body) => {
    await accrue.mutateAsync(body);
    toast({ message: t('accrue.done'), color: 'green' });
    onClose();
  });
  const known = achievements.data?.result ?? [];
  const name = typed.trim();
  const offerNew = !!name && !known.some((a) => a.name.toLowerCase() === name.toLowerCase());
  const choose = async (value: string | null) => {
    if (value !== NEW) return form.setFieldValue('achievement', value);
    const made = await saveAchievement.mutateAsync({ name, description: '', pic: null });
    form.setFieldValue('achievement', made.result._id);
    setTyped(made.result.name);
  };
  return (
    <Modal opened onClose={onClose} title={t('accrue.title')} centered>
      {/* The schema checks the fields, in the user's language: the browser's own check of `required` stays off. */}
      <form onSubmit={submit} noValidate>
        <Stack>
          <PeoplePicker
            label={t('accrue.recipient')}
            max={1}
            value={form.values.user}
            onChange={(ids) => form.setFieldValue('user', ids)}
            error={form.errors.user as string | undefined}
          />
          <Select
            label={t('accrue.achievement')}
            required
            searchable
            data={[
              ...known.map((a) => ({ value: a._id, label: a.name })),
              ...(offerNew ? [{ value: NEW, label: t('accrue.newAchievement', { name }) }] : []),
            ]}
            searchValue={typed}
            onSearchChange={setTyped}
            value={form.values.achievement}
            onChange={(v) => void choose(v)}
            error={form.errors.achievement ?? (saveAchievement.error ? text(saveAchievement.error) : undefined)}
            disabled={saveAchievement.isPending}
            nothingFoundMessage={t('achievements.empty')}
          />
          <NumberInput
            label={t('accrue.amount', { coin: settings.coinShort || settings.coin.toUpperCase() })}
            required
            min={1}
            max={MAX_COINS}
            {...form.getInputProps('amount')}
          />
          <Textarea label={t('accrue.comment')} autosize minRows={2} {...form.getInputProps('comment')} />
          <Checkbox label={t('accrue.publish')} {...form.getInputProps('publish', { type: 'checkbox' })} />
          {accrue.error && !refusedFields(accrue.error) && <Alert color="red">{text(accrue.error)}</Alert>}
          <FormActions saving={accrue.isPending} onCancel={onClose} submitLabel={t('accrue.submit')} />
        </Stack>
      </form>
    </Modal>
  );
}

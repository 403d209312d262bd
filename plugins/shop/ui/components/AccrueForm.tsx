import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { useRuleText, useShell, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { MAX_COINS } from '../../shared/constants.js';
import { AccrueInput } from '../../shared/schemas.js';
import type { ShopSettingsView } from '../../shared/types.js';
import { useAchievements, useEmployeeSearch, useShopActions } from '../api.js';

/** A manager gives an employee coins for an achievement, optionally announced on the company wall. */
export function AccrueForm({ settings, onClose }: { settings: ShopSettingsView; onClose: () => void }) {
  const t = useT();
  const text = useRuleText();
  const { toast } = useShell();
  const { accrue } = useShopActions();
  const [search, setSearch] = useState('');
  const employees = useEmployeeSearch(search);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const achievements = useAchievements(1, 100);
  const form = useSchemaForm(
    AccrueInput,
    { user: null as string | null, achievement: null as string | null, amount: '' as number | string, comment: '', publish: false },
    (v): AccrueInput => ({
      // Nothing chosen is an empty id, which the schema refuses with the field's rule.
      user: v.user ?? '',
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
  const user = form.getInputProps('user');
  return (
    <Modal opened onClose={onClose} title={t('accrue.title')} centered>
      {/* The schema checks the fields, in the user's language: the browser's own check of `required` stays off. */}
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label={t('accrue.recipient')}
            required
            searchable
            // The search answers 20 at a time; the chosen employee stays an option when the text changes.
            data={[...(chosen ? [chosen] : []), ...(employees.data ?? []).filter((e) => e.value !== chosen?.value)]}
            filter={({ options }) => options}
            searchValue={search}
            onSearchChange={setSearch}
            {...user}
            onChange={(v, option) => {
              user.onChange(v);
              setChosen(v ? option : null);
            }}
            nothingFoundMessage={t('accrue.nobody')}
            data-autofocus
          />
          <Select
            label={t('accrue.achievement')}
            required
            searchable
            data={(achievements.data?.result ?? []).map((a) => ({ value: a._id, label: a.name }))}
            {...form.getInputProps('achievement')}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={accrue.isPending}>
              {t('accrue.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

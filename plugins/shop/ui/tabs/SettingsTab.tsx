import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { PeoplePicker, useRuleText, useShell, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { CURRENCIES, MAX_COINS } from '../../shared/constants.js';
import { SettingsInput } from '../../shared/schemas.js';
import type { ShopSettingsView } from '../../shared/types.js';
import { PictureField } from '../components/PictureField.js';
import { useShopActions } from '../api.js';

/**
 * The shop's name and coin, its managers, the "hide unavailable" flag and the automatic rewards: one amount
 * for each reward cause of the installed plugins, named as their plugins title them (managers).
 */
export function SettingsTab({ settings }: { settings: ShopSettingsView }) {
  const t = useT();
  const text = useRuleText();
  const { toast } = useShell();
  const { saveSettings } = useShopActions();
  const form = useSchemaForm(
    SettingsInput,
    {
      name: settings.name,
      coin: settings.coin,
      coinShort: settings.coinShort,
      description: settings.description,
      hideUnavailable: settings.hideUnavailable,
      managers: settings.managers.map((m) => m._id),
      rewards: Object.fromEntries(settings.rewards.map((r) => [r.cause, r.amount])) as Record<string, number>,
      pic: settings.pic,
    },
    ({ pic, ...values }) => ({ ...values, pic: pic?._id ?? null }),
  );
  const rewards = form.values.rewards;
  // A refused amount is reported under its cause (`rewards.<cause>`): one line under the amounts.
  const rewardsError = Object.entries(form.errors).find(([path]) => path === 'rewards' || path.startsWith('rewards.'))?.[1];
  // Managers already chosen keep their names before any search.
  const [known] = useState(() => new Map(settings.managers.map((m) => [m._id, m])));
  const save = form.submit(async (data) => {
    await saveSettings.mutateAsync(data);
    toast({ message: t('settings.saved'), color: 'green' });
  });
  return (
    <form onSubmit={save} noValidate>
      <Stack maw={640}>
        <TextInput label={t('fields.name')} required {...form.getInputProps('name')} />
        <Textarea label={t('fields.description')} autosize minRows={2} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={t('settings.coin')}
            allowDeselect={false}
            data={CURRENCIES.map((c) => ({ value: c, label: t(`currencies.${c}`) }))}
            {...form.getInputProps('coin')}
          />
          <TextInput label={t('settings.coinShort')} maxLength={10} {...form.getInputProps('coinShort')} />
        </SimpleGrid>
        <PictureField {...form.valueProps('pic')} label={t('settings.icon')} placeholder={<IconBuildingStore />} />
        <PeoplePicker label={t('settings.managers')} {...form.valueProps('managers')} known={known} />
        <Switch label={t('settings.hideUnavailable')} {...form.getInputProps('hideUnavailable', { type: 'checkbox' })} />
        <Title order={2} size="h4" mt="sm">
          {t('settings.rewards')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {settings.rewards.map((r) => (
            <NumberInput
              key={r.cause}
              label={r.title}
              min={0}
              max={MAX_COINS}
              value={rewards[r.cause]}
              onChange={(v) => form.setFieldValue('rewards', { ...rewards, [r.cause]: Number(v) || 0 })}
            />
          ))}
        </SimpleGrid>
        {rewardsError && (
          <Text size="sm" c="red">
            {rewardsError}
          </Text>
        )}
        {saveSettings.error && !refusedFields(saveSettings.error) && <Alert color="red">{text(saveSettings.error)}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={saveSettings.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

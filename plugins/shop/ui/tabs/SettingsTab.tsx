import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { PeoplePicker, useRuleText, useShell, useT } from '@atrium/sdk/ui';
import { refusedFields, useSchemaForm } from '@atrium/sdk/ui/form';
import { COIN_SHORT_MAX, CURRENCIES, MAX_COINS } from '../../shared/constants.js';
import { SettingsInput } from '../../shared/schemas.js';
import type { ShopSettingsView } from '../../shared/types.js';
import { PictureField } from '../components/PictureField.js';
import { useShopActions } from '../api.js';

const LANGS = ['ru', 'en', 'uk'] as const;
const EMPTY_TEXTS = { name: '', coinShort: '', description: '' };

/**
 * The shop's name and coin, its managers, the "hide unavailable" flag and the automatic rewards: one amount
 * for each reward cause of the installed plugins, named as their plugins title them (managers). Name, short coin
 * name and description are given for all languages and, where a language needs its own, for that language.
 */
export function SettingsTab({ settings }: { settings: ShopSettingsView }) {
  const t = useT();
  const text = useRuleText();
  const { toast } = useShell();
  const { saveSettings } = useShopActions();
  const form = useSchemaForm(
    SettingsInput,
    {
      ...settings.defaults,
      coin: settings.coin,
      texts: Object.fromEntries(LANGS.map((l) => [l, { ...EMPTY_TEXTS, ...settings.texts[l] }])),
      hideUnavailable: settings.hideUnavailable,
      managers: settings.managers.map((m) => m._id),
      rewards: Object.fromEntries(settings.rewards.map((r) => [r.cause, r.amount])) as Record<string, number>,
      pic: settings.pic,
    },
    ({ pic, ...values }) => ({ ...values, pic: pic?._id ?? null }),
  );
  const rewards = form.values.rewards;
  const [lang, setLang] = useState<'all' | (typeof LANGS)[number]>('all');
  // The fields of the chosen language: the defaults, or `texts.<lang>.*`, whose empty fields show the default as a hint.
  const field = (name: 'name' | 'coinShort' | 'description') => ({
    ...form.getInputProps(lang === 'all' ? name : `texts.${lang}.${name}`),
    ...(lang !== 'all' && { placeholder: form.values[name] }),
  });
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
        <SegmentedControl
          aria-label={t('settings.textsLanguage')}
          value={lang}
          onChange={(v) => setLang(v as typeof lang)}
          data={[
            { value: 'all', label: t('settings.allLanguages') },
            ...LANGS.map((l) => ({ value: l, label: t(`settings.language.${l}`) })),
          ]}
        />
        {lang !== 'all' && (
          <Text size="sm" c="dimmed">
            {t('settings.languageHint')}
          </Text>
        )}
        <TextInput key={`name-${lang}`} label={t('fields.name')} required={lang === 'all'} {...field('name')} />
        <Textarea key={`description-${lang}`} label={t('fields.description')} autosize minRows={2} {...field('description')} />
        <TextInput key={`coinShort-${lang}`} label={t('settings.coinShort')} maxLength={COIN_SHORT_MAX} {...field('coinShort')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={t('settings.coin')}
            allowDeselect={false}
            data={CURRENCIES.map((c) => ({ value: c, label: t(`currencies.${c}`) }))}
            {...form.getInputProps('coin')}
          />
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

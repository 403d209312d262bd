import { useState } from 'react';
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
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
import { useShell, useT } from '@atrium/sdk/ui';
import { CURRENCIES, MAX_COINS } from '../../shared/constants.js';
import { SettingsInput } from '../../shared/schemas.js';
import type { PicView, ShopSettingsView } from '../../shared/types.js';
import { PictureField } from '../components/PictureField.js';
import { useEmployeeSearch, useShopActions } from '../api.js';
import { useCheckedForm } from '../components/errors.js';

/**
 * The shop's name and coin, its managers, the "hide unavailable" flag and the automatic rewards: one amount
 * for each reward cause of the installed plugins, named as their plugins title them (managers).
 */
export function SettingsTab({ settings }: { settings: ShopSettingsView }) {
  const t = useT();
  const { toast } = useShell();
  const { saveSettings } = useShopActions();
  const [search, setSearch] = useState('');
  const employees = useEmployeeSearch(search);
  const [form, setForm] = useState({
    name: settings.name,
    coin: settings.coin,
    coinShort: settings.coinShort,
    description: settings.description,
    hideUnavailable: settings.hideUnavailable,
    managers: settings.managers.map((m) => m._id),
    rewards: Object.fromEntries(settings.rewards.map((r) => [r.cause, r.amount])),
  } as Record<string, unknown>);
  const rewards = form.rewards as Record<string, number>;
  const [pic, setPic] = useState<PicView | null>(settings.pic);
  const { errors, submit, refused } = useCheckedForm(SettingsInput, { ...form, pic: pic?._id ?? null });
  const set = (k: string) => (v: unknown) => setForm((f) => ({ ...f, [k]: v }));
  // The search answers 20 at a time; managers already chosen keep their names as options.
  const [known, setKnown] = useState(() => new Map(settings.managers.map((m) => [m._id, m.fullName])));
  const people = [
    ...(employees.data ?? []),
    ...[...known].filter(([id]) => !(employees.data ?? []).some((e) => e.value === id)).map(([value, label]) => ({ value, label })),
  ];
  const save = () =>
    submit((data) =>
      saveSettings.mutate(data, { onSuccess: () => toast({ message: t('settings.saved'), color: 'green' }), onError: refused }),
    );
  return (
    <Stack maw={640}>
      <TextInput
        label={t('fields.name')}
        required
        value={String(form.name)}
        onChange={(e) => set('name')(e.currentTarget.value)}
        error={errors.name}
      />
      <Textarea
        label={t('fields.description')}
        autosize
        minRows={2}
        value={String(form.description)}
        onChange={(e) => set('description')(e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label={t('settings.coin')}
          allowDeselect={false}
          data={CURRENCIES.map((c) => ({ value: c, label: t(`currencies.${c}`) }))}
          value={String(form.coin)}
          onChange={set('coin')}
        />
        <TextInput
          label={t('settings.coinShort')}
          maxLength={10}
          value={String(form.coinShort)}
          onChange={(e) => set('coinShort')(e.currentTarget.value)}
        />
      </SimpleGrid>
      <PictureField value={pic} onChange={setPic} label={t('settings.icon')} placeholder={<IconBuildingStore />} />
      <MultiSelect
        label={t('settings.managers')}
        searchable
        data={people}
        filter={({ options }) => options}
        searchValue={search}
        onSearchChange={setSearch}
        value={form.managers as string[]}
        onChange={(ids) => {
          setKnown((k) => new Map([...k, ...people.filter((p) => ids.includes(p.value)).map((p) => [p.value, p.label] as const)]));
          set('managers')(ids);
        }}
        error={errors.managers}
      />
      <Switch
        label={t('settings.hideUnavailable')}
        checked={Boolean(form.hideUnavailable)}
        onChange={(e) => set('hideUnavailable')(e.currentTarget.checked)}
      />
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
            onChange={(v) => set('rewards')({ ...rewards, [r.cause]: Number(v) || 0 })}
          />
        ))}
      </SimpleGrid>
      {errors.rewards && (
        <Text size="sm" c="red">
          {errors.rewards}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={save} loading={saveSettings.isPending}>
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}

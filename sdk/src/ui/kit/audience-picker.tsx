import { useState } from 'react';
import { MultiSelect, Stack, Switch, TagsInput, Text } from '@mantine/core';
import { PeoplePicker } from './people-picker.js';
import { useTranslation } from 'react-i18next';
import { WORKING_TIME_BUCKETS, type WorkingTimeBucket } from '../../shared/grants.js';
import type { EmployeeCard } from '../../shared/employees.js';
import { departmentOptions, useDepartments } from '../departments.js';
import { audienceOf, grantsOf, type Audience, type AudiencePickerProps } from '../audience.js';

/** The audience picker's form (loaded by `AudiencePicker` on first use). */
export default function AudiencePickerForm({ value, onChange, level = 'read', error }: AudiencePickerProps) {
  const { t } = useTranslation('common');
  const [known] = useState(() => new Map<string, EmployeeCard>());
  const a = audienceOf(value, level);
  const set = (patch: Partial<Audience>) => onChange(grantsOf({ ...a, ...patch }, value, level));
  const departments = useDepartments();
  return (
    <Stack gap="xs" data-testid="audience-picker">
      <Switch label={t('audience.everyone')} checked={a.everyone} onChange={(e) => set({ everyone: e.currentTarget.checked })} />
      {!a.everyone && (
        <>
          <Switch label={t('audience.allHeads')} checked={a.allHeads} onChange={(e) => set({ allHeads: e.currentTarget.checked })} />
          <MultiSelect
            label={t('audience.departments')}
            data={departmentOptions(departments.data)}
            value={a.departmentIds}
            searchable
            clearable
            onChange={(departmentIds) => set({ departmentIds })}
          />
          <PeoplePicker label={t('audience.users')} value={a.userIds} onChange={(userIds) => set({ userIds })} known={known} />
          <PeoplePicker label={t('audience.heads')} value={a.headIds} onChange={(headIds) => set({ headIds })} known={known} />
          <TagsInput label={t('audience.cities')} value={a.cities} onChange={(cities) => set({ cities })} clearable />
          <TagsInput label={t('audience.positions')} value={a.positions} onChange={(positions) => set({ positions })} clearable />
          <MultiSelect
            label={t('audience.workingTime')}
            data={WORKING_TIME_BUCKETS.map((b) => ({ value: b, label: t(`audience.bucket.${b}`) }))}
            value={a.buckets}
            clearable
            onChange={(b) => set({ buckets: b as WorkingTimeBucket[] })}
          />
        </>
      )}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}

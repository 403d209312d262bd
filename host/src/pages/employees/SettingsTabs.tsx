import { useMemo } from 'react';
import { Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGS, workdayRoutes } from '@atrium/sdk/shared';
import { PeoplePicker, useApi, useMe } from '@atrium/sdk/ui';
import { CompanyForm, type Company } from './company.js';
import { useMenuEntries } from '../../plugins/titles.js';
import { WidgetSwitches } from '../admin/WidgetSwitches.js';

/**
 * Start pages a company may choose: the company page and the pages of its menu, so only screens that
 * exist here (default company; profile means one's own: docs/core-screens.md, Rules).
 */
function useStartPages(): { value: string; label: string }[] {
  const { t } = useTranslation();
  const entries = useMenuEntries(useMe()?.features ?? []);
  const pages = entries.map((e) => ({ value: e.to.startsWith('/profile/') ? 'profile' : e.to.replace(/^\/+|\/+$/g, ''), label: e.title }));
  return [{ value: 'company', label: t('employees.startPages.company') }, ...pages.filter((p) => p.value !== 'company')];
}

/**
 * The countries whose public holidays the work calendar knows, named in the reader's language: the server lists the
 * codes (`date-holidays`), the browser names them, so the host keeps no country list of its own.
 */
function useCountries(): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  const api = useApi();
  const codes = useQuery({
    queryKey: ['workday-countries'],
    queryFn: async () => (await api.call(workdayRoutes.countries)).result,
    staleTime: Infinity,
  });
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    const named = (code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        // A code the browser cannot name (not a region of ISO 3166) shows as it is.
        return code;
      }
    };
    return (codes.data ?? []).map((code) => ({ value: code, label: named(code) })).sort((a, b) => a.label.localeCompare(b.label));
  }, [codes.data, i18n.language]);
}

/** Other settings: the company's default language, its country (public holidays of the work calendar), the mood meter. */
export function OtherSettingsTab() {
  const { t } = useTranslation();
  const countries = useCountries();
  return (
    <CompanyForm
      testId="other-settings"
      pick={(c: Company) => ({
        lang: c.lang,
        country: (c.settings?.country as string | null | undefined) ?? null,
        hideMoodMeter: !!c.settings?.hideMoodMeter,
      })}
      render={(d, set, e) => (
        <>
          <Select
            label={t('employees.companyLang')}
            data={LANGS.map((l) => ({ value: l, label: t(`lang.${l}`) }))}
            value={d.lang as string}
            onChange={(v) => set('lang', v)}
            error={e.lang}
            allowDeselect={false}
          />
          <Select
            label={t('employees.country')}
            description={t('employees.countryHint')}
            data={countries}
            value={(d.country as string | null) ?? null}
            onChange={(v) => set('country', v)}
            error={e.country}
            searchable
            clearable
            nothingFoundMessage={t('employees.countryNone')}
          />
          <Switch
            label={t('employees.hideMoodMeter')}
            checked={!!d.hideMoodMeter}
            onChange={(ev) => set('hideMoodMeter', ev.currentTarget.checked)}
          />
        </>
      )}
    />
  );
}

/** Interface: the start page of the company and the widgets its dashboards show. */
export function InterfaceTab() {
  const { t } = useTranslation();
  const startPages = useStartPages();
  return (
    <Stack gap="xl">
      <CompanyForm
        testId="interface-settings"
        pick={(c: Company) => ({ start_page: c.start_page })}
        render={(d, set, e) => (
          <Select
            label={t('employees.startPage')}
            description={t('employees.startPageHint')}
            data={startPages}
            value={d.start_page as string}
            onChange={(v) => set('start_page', v)}
            error={e.start_page}
            allowDeselect={false}
          />
        )}
      />
      <WidgetSwitches />
    </Stack>
  );
}

/** Company data: city, phone, address, director, messenger channel. */
export function CompanyDataTab() {
  const { t } = useTranslation();
  const fields = ['city', 'phone', 'address', 'director', 'messengerChannel'] as const;
  return (
    <CompanyForm
      testId="company-data"
      pick={(c: Company) => Object.fromEntries(fields.map((f) => [f, c[f] ?? '']))}
      render={(d, set, e) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {fields.map((f) =>
            f === 'address' ? (
              <Textarea
                key={f}
                label={t(`employees.company.${f}`)}
                autosize
                value={(d[f] as string) ?? ''}
                onChange={(ev) => set(f, ev.currentTarget.value)}
                error={e[f]}
              />
            ) : (
              <TextInput
                key={f}
                label={t(`employees.company.${f}`)}
                value={(d[f] as string) ?? ''}
                onChange={(ev) => set(f, ev.currentTarget.value)}
                error={e[f]}
              />
            ),
          )}
        </SimpleGrid>
      )}
    />
  );
}

/** Who receives violation reports, ideas and vacancy responses (none set: vacancy responses go to all admins). */
export function ReceiversForm() {
  const { t } = useTranslation();
  const kinds = ['reports', 'ideas', 'vacancies'] as const;
  return (
    <Stack>
      <Title order={2} size="h5">
        {t('employees.receivers')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('employees.receiversHint')}
      </Text>
      <CompanyForm
        testId="receivers"
        pick={(c: Company) => ({
          receivers: {
            reports: c.settings?.receivers?.reports ?? [],
            ideas: c.settings?.receivers?.ideas ?? [],
            vacancies: c.settings?.receivers?.vacancies ?? [],
          },
        })}
        render={(d, set) => {
          const r = d.receivers as Record<string, string[]>;
          return kinds.map((k) => (
            <PeoplePicker
              key={k}
              label={t(`employees.receiverKinds.${k}`)}
              value={r[k] ?? []}
              onChange={(ids) => set('receivers', { ...r, [k]: ids })}
            />
          ));
        }}
      />
    </Stack>
  );
}

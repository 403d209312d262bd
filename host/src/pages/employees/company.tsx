import { useEffect, useState, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, useApi, useMe, useShell } from '@atrium/sdk/ui';
import { ClientSettingsUpdate } from '@atrium/sdk/shared';
import { errorText } from '../shared/errors.js';
import { issuesByField } from '../shared/form.js';
import { ErrorAlert } from '../shared/ErrorAlert.js';

export interface Company {
  _id: string;
  workspace: string;
  name: string;
  lang: string;
  start_page: string;
  status: string;
  features: { feature: string; active: boolean }[];
  settings: {
    hideMoodMeter?: boolean;
    receivers?: { reports?: string[]; ideas?: string[]; vacancies?: string[] };
    sections?: { code: string; active: boolean }[];
    [k: string]: unknown;
  };
  design: Record<string, unknown>;
  city: string | null;
  phone: string | null;
  address: string | null;
  director: string | null;
  messengerChannel: string | null;
  storageTotalGb: number;
  stat?: { users: number; deleted: number };
}

/** The admin's own company (`GET /api/clients/{id}`). */
export function useCompany() {
  const api = useApi();
  const me = useMe();
  const id = me?.client?._id;
  return useQuery({
    queryKey: ['company', id],
    enabled: !!id,
    queryFn: async () => (await api.get<{ result: Company }>(`/api/clients/${id}`)).result,
  });
}

export type CompanyDraft = Record<string, unknown>;

/**
 * A form over some company settings (`PUT /api/clients/{id}/company`), checked by the shared
 * `ClientSettingsUpdate` schema; `render` draws the fields from the draft.
 */
export function CompanyForm({
  pick,
  render,
  testId,
}: {
  pick(c: Company): CompanyDraft;
  render(draft: CompanyDraft, set: (k: string, v: unknown) => void, errors: Record<string, string>): ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const me = useMe();
  const qc = useQueryClient();
  const { toast } = useShell();
  const company = useCompany();
  const [draft, setDraft] = useState<CompanyDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (company.data) setDraft(pick(company.data));
    // `pick` is a projection of the loaded company: only a new company resets the draft.
  }, [company.data]);
  if (!draft) return null;
  const set = (k: string, v: unknown) => setDraft({ ...draft, [k]: v });
  const save = async () => {
    const body = Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v === '' ? null : v]));
    const r = ClientSettingsUpdate.safeParse(body);
    if (!r.success) return setErrors(issuesByField(r.error));
    setErrors({});
    try {
      await api.put(`/api/clients/${me!.client!._id}/company`, r.data, { quiet: true });
      await qc.invalidateQueries({ queryKey: ['company'] });
      await qc.invalidateQueries({ queryKey: ['me'] });
      setFailure(null);
      toast({ message: t('screens.saved'), color: 'green' });
    } catch (err) {
      setFailure(errorText(err));
      if (err instanceof ApiError && Array.isArray(err.body?.details))
        setErrors(
          Object.fromEntries(
            (err.body.details as { path: string; message: string }[]).map((d) => [String(d.path).split('.')[0], d.message]),
          ),
        );
    }
  };
  return (
    <Stack maw={720} data-testid={testId}>
      <ErrorAlert message={failure} />
      {render(draft, set, errors)}
      <Button style={{ alignSelf: 'flex-start' }} onClick={() => void save()}>
        {t('screens.save')}
      </Button>
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '@atrium/sdk/ui';

/**
 * Company screens need a current client. The superadmin works without one until they enter a client
 * on the clients screen (docs/core-screens.md, Decisions); until then these screens say so instead of failing.
 */
export function NeedsClient({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  if (me?.client) return <>{children}</>;
  return (
    <Alert color="blue" data-testid="needs-client">
      {t('screens.needsClient')}{' '}
      {me?.isSuperadmin && (
        <Anchor component={Link} to="/clients">
          {t('clientsAdmin.title')}
        </Anchor>
      )}
    </Alert>
  );
}

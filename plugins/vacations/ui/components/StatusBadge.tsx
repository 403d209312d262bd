import { Badge } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import type { VacationStatus } from '../../shared/constants.js';

export const STATUS_COLORS: Record<VacationStatus, string> = { planned: 'blue', approved: 'teal', returned: 'orange' };

export function StatusBadge({ status }: { status: VacationStatus }) {
  const t = useT();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}

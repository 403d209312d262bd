import { Badge } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';
import type { GroupType } from '../../shared/constants.js';

const COLORS: Record<GroupType, string> = { public: 'teal', closed: 'orange', private: 'grape' };

export function TypeBadge({ type }: { type: GroupType }) {
  const t = useT();
  return (
    <Badge color={COLORS[type]} variant="light">
      {t(`type.${type}`)}
    </Badge>
  );
}

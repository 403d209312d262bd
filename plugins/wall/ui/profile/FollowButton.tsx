import { Button } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useT } from '@atrium/sdk/ui';
import { useFollowSummary, useToggleFollow } from './follow.js';

/** The `profile.actions` contribution: Follow / Unfollow on a colleague's profile (none on one's own). */
export function FollowButton({ userId, self }: { userId?: string; self?: boolean }) {
  if (!userId || self) return null;
  return <Toggle userId={userId} />;
}

function Toggle({ userId }: { userId: string }) {
  const t = useT();
  const summary = useFollowSummary(userId);
  const toggle = useToggleFollow(userId);
  if (!summary.data) return null;
  const following = summary.data.i_follow;
  return (
    <Button
      variant={following ? 'default' : 'filled'}
      leftSection={following ? <IconUserMinus size={16} aria-hidden /> : <IconUserPlus size={16} aria-hidden />}
      loading={toggle.isPending}
      // The shell shows a failure; the summary stays as it was.
      onClick={() => toggle.mutate(!following)}
      data-testid="follow"
    >
      {following ? t('follow.unfollow') : t('follow.follow')}
    </Button>
  );
}

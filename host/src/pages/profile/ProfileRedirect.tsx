import { Navigate } from 'react-router';
import { useMe } from '@atrium/sdk/ui';

/** `/profile` (links without an id, e.g. from notifications) is the signed-in user's own profile. */
export default function ProfileRedirect() {
  const me = useMe();
  return me ? <Navigate to={`/profile/${me.user._id}`} replace /> : null;
}

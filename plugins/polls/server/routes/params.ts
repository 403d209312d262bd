import { idOf, z } from '@atrium/sdk/server';

/** Poll ids in paths are tagged so the isolation suite can substitute another client's poll. */
export const PollId = z.object({ id: idOf('Poll') });

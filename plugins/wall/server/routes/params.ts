import { z } from 'zod';
import { idOf } from '@atrium/sdk/shared';

/** Id params name the entity they point at, so the isolation suite can substitute another client's ids. */
export const PostId = z.object({ id: idOf('Post') });
export const CommentId = z.object({ id: idOf('PostComment') });
export const UserId = z.object({ id: idOf('User') });
export const GroupId = z.object({ id: idOf('Group') });
export const ClientId = z.object({ id: idOf('Client') });
export const page = z.coerce.number().int().min(1).max(100000);

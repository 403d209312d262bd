import { definePlugin } from '@atrium/sdk/server';
import { postParents } from '@atrium/plugin-wall/shared/extension-points.js';
import { manifest } from '../shared/manifest.js';
import { GROUP_PARENT } from '../shared/constants.js';
import { Group, GroupGrant, GroupInvitation, GroupMember, GroupRequest, Project, ProjectParticipant } from './entities/index.js';
import { Groups1732400000000 } from './migrations/1732400000000-groups.js';
import { notifications } from './notifications.js';
import { groupParent } from './post-parent.js';
import { routes } from './routes/index.js';
import { fileAccess } from './services/files.js';
import { groupSearch } from './search.js';
import { seed } from './seed.js';

/** Groups and projects: public, closed and private groups with requests, invitations, owners, admins and a group feed. */
export default definePlugin(manifest, {
  entities: [Group, GroupMember, GroupRequest, GroupInvitation, GroupGrant, Project, ProjectParticipant],
  migrations: [Groups1732400000000],
  routes,
  notifications,
  // The wall stores the posts of a group's wall and asks this plugin who reads and writes them.
  extends: [postParents.register({ [GROUP_PARENT]: groupParent })],
  fileAccess,
  search: groupSearch,
  seed,
});

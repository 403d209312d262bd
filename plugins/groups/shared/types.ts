import type { EmployeeCard } from '@atrium/sdk/shared';
import type { GroupType } from './constants.js';

/** Where the caller stands with a group. */
export interface GroupMembership {
  member: boolean;
  admin: boolean;
  owner: boolean;
  /** Has asked to join a closed group. */
  requested: boolean;
  /** Has been invited and not yet answered. */
  invited: boolean;
  /** Reads the group by a grant, without being a member. */
  granted: boolean;
}

/** A group in lists. */
export interface GroupListItem {
  _id: string;
  name: string;
  description: string;
  type: GroupType;
  owner: string;
  /** The cover's URL, or null. */
  cover: string | null;
  membersCount: number;
  me: GroupMembership;
}

export interface GroupMemberView {
  user: EmployeeCard;
  admin: boolean;
}

/** One group: members for everyone who may see it; requests, invitations and grants for its administrators. */
export interface GroupView extends GroupListItem {
  ownerCard: EmployeeCard | null;
  admins: string[];
  members: GroupMemberView[];
  requests_ref: { user_ref: EmployeeCard }[];
  invitations: EmployeeCard[];
  grants: EmployeeCard[];
  /** The caller may write posts on the group's wall. */
  canWrite: boolean;
  /** The caller may edit the group and answer requests. */
  canManage: boolean;
}

export interface ProjectView {
  _id: string;
  name: string;
  description: string;
  creatorId: string;
  /** The creator first, then the others by name. */
  participants: EmployeeCard[];
  created: string;
}

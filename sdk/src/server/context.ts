import type { MongoAbility } from '@casl/ability';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { AtriumEvents, EventName } from '../shared/events.js';
import type { EmployeeCardRow } from '../shared/employees.js';
import type { Grant, GrantLevel } from '../shared/grants.js';
import type { RoomRef, SocketPush } from '../shared/socket-events.js';
import type { ServerAnswer } from '../shared/wire.js';
import type { DoneBy, ClientDb } from './db.js';
import type { ExtensionsService } from './extensions.js';
import type { SearchService } from './search.js';
import type { TagsService } from './tags.js';

export type AppAbility = MongoAbility;

/** What a handler knows of the signed-in user (never the password hash). */
export interface MeUser {
  id: string;
  clientId: string;
  login: string | null;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  rights: string[];
  lang: string;
  departmentId: string | null;
  chiefId: string | null;
  city: string | null;
  position: string | null;
  workingSince: string | null;
  /** Marked superuser by an admin: holds every right of the client's features without being an admin. */
  superuser?: boolean;
}

export interface MeClient {
  id: string;
  workspace: string;
  name: string;
  status: 'active' | 'blocked';
  features: { feature: string; active: boolean }[];
}

export interface Me {
  user: MeUser;
  client: MeClient | null;
  ability: AppAbility;
  isSuperadmin: boolean;
  isAdmin: boolean;
  hasRight(code: string): boolean;
}

export interface AudienceOptions<S extends ObjectLiteral> {
  among?: string[];
  except?: Omit<DoneBy<S>, 'user'>;
}

/** Content grants: one check for an item and one query condition for lists. */
export interface GrantsService {
  /** Replaces the grants of a resource. */
  set(resourceType: string, resourceId: string, grants: Grant[]): Promise<void>;
  get(resourceType: string, resourceId: string): Promise<Grant[]>;
  remove(resourceType: string, resourceId: string): Promise<void>;
  /** The strongest level the user has on the resource ('none' when no grant matches). */
  levelFor(user: MeUser, resourceType: string, resourceId: string): Promise<GrantLevel>;
  /** ANDs "the user may read (or write) alias.idColumn" onto a query builder. */
  applyTo<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    user: MeUser,
    resourceType: string,
    opts?: { alias?: string; idColumn?: string; level?: 'read' | 'write' },
  ): SelectQueryBuilder<T>;
  /**
   * The ids of the active users the stored grants of a resource let read it (recipients of a poll,
   * say), in one query: `among` keeps only these users, `except` leaves out those who already did it
   * (answered the poll: `{ entity: PollParticipant, column: 'pollId', by: 'userId' }`).
   */
  audience<S extends ObjectLiteral>(resourceType: string, resourceId: string, opts?: AudienceOptions<S>): Promise<string[]>;
  /** How many users `audience` answers, counted in the database. */
  audienceCount<S extends ObjectLiteral>(resourceType: string, resourceId: string, opts?: AudienceOptions<S>): Promise<number>;
}

export interface NotifyInput {
  name: string;
  section: string;
  vars?: Record<string, string | number>;
  link?: string;
  title?: string;
  text?: string;
}
export type NotifyService = (userIds: string[], input: NotifyInput) => Promise<void>;

export interface StoredFile {
  id: string;
  key: string;
  url: string;
  thumb: string | null;
  fileName: string;
  mimetype: string;
  size: number;
}
export interface FilesService {
  /** Stores bytes for the current client; the type is taken from the content. */
  put(input: { data: Buffer; fileName: string; purpose?: 'post' | 'any'; ownerId?: string }): Promise<StoredFile>;
  get(id: string): Promise<StoredFile>;
  /** The bytes of a stored file of the current client. */
  read(id: string): Promise<Buffer>;
  /**
   * The pixel size and format ('png', 'jpeg', 'webp', ...) of a stored image, read from its header;
   * null when the file is not an image. For rules on pictures such as a group's cover size.
   */
  imageSize(id: string): Promise<{ width: number; height: number; format: string } | null>;
  /**
   * The stored file, if the signed-in user may attach it to `owner`: they uploaded it, or it is already
   * attached there (a record kept on edit). Anything else is 403, so check every file before writing the record.
   * HR files never leave their employee.
   */
  attachable(id: string, owner?: FileOwner): Promise<StoredFile>;
  /**
   * Counts the record as a user of the file, under the same rule as `attachable`; attaching twice counts once.
   * The file then follows the record's read rule (the plugin's `fileAccess`).
   */
  attach(id: string, owner: FileOwner): Promise<void>;
  /** The record lets go of the file; the file is deleted when no record uses it any more. Answers whether it was. */
  detach(id: string, owner: FileOwner): Promise<boolean>;
}

/** A record of the calling plugin that uses a file, e.g. `{ type: 'post', id }`. */
export interface FileOwner {
  type: string;
  id: string;
}

export interface JobsService {
  /** Schedules `<plugin code>:<name>` for the current client. */
  now(name: string, data?: Record<string, unknown>): Promise<void>;
  at(when: Date, name: string, data?: Record<string, unknown>): Promise<void>;
  /**
   * Repeats the job: `interval` is 'minutely' | 'hourly' | 'daily' | 'weekly' | 'monthly', a cron line or a
   * human interval ('5 minutes'). The same name and data again keep one job (its interval is updated).
   */
  every(interval: string, name: string, data?: Record<string, unknown>): Promise<void>;
  /** Removes the client's jobs of that name whose data contains `data`; answers how many. */
  cancel(name: string, data?: Record<string, unknown>): Promise<number>;
}

/** Events declared in `AtriumEvents` by the emitting plugin's `shared/`: a wrong name or payload does not compile. */
export interface EventsService {
  emit<N extends EventName>(name: N, payload: AtriumEvents[N]): Promise<void>;
}

/**
 * Pushes to open tabs, typed by the plugin's socket contracts (`shared/`): the payload is the push's wire
 * type in its server form, and ids go out as `_id` as in a route's answer. A push or room of another
 * plugin's code is refused (an error, not a delivery).
 */
export interface RealtimeService {
  /** To every open tab of one user of the client. */
  toUser<W>(userId: string, push: SocketPush<W>, payload: ServerAnswer<W>): void;
  /** An event name without a contract, sent as given (the core's own events; plugins not yet on contracts). */
  toUser(userId: string, event: string, payload: unknown): void;
  /** To every open tab of the client. */
  toClient<W>(push: SocketPush<W>, payload: ServerAnswer<W>): void;
  toClient(event: string, payload: unknown): void;
  /**
   * To every tab in one of the plugin's declared rooms (a desk, a chat), on every node. Rooms are the
   * plugin's own within the client: another plugin's or another client's room of the same key is another room.
   */
  toRoom<W>(room: RoomRef, push: SocketPush<W>, payload: ServerAnswer<W>): void;
  /** Which of these users of the client have a tab connected now, on any node (presence). */
  online(userIds: string[]): Promise<string[]>;
  /**
   * Puts every open tab of one user, on any node, in one of the plugin's rooms (a member added to a chat
   * starts hearing it without reloading); `leaveUser` takes them out (a member removed).
   */
  joinUser(userId: string, room: RoomRef): void;
  leaveUser(userId: string, room: RoomRef): void;
  /**
   * Rooms follow access: after a change that takes access away from people who are not named (a desk
   * made hidden, a member list replaced), every tab in the room, on every node, whose user the room's
   * declared rule (`io.room(room, { mayHear })`) now refuses leaves it before the call answers. Answers the
   * ids of the users taken out. (Losing the plugin's right, the feature switched off, blocking and signing
   * out need no call: the core takes those tabs out of every room of the plugin itself.)
   */
  recheckRoom(room: RoomRef): Promise<string[]>;
}

/** Read-only look-ups of the current client's employees; plugins never read the user table themselves. */
export interface EmployeesService {
  /** Cards of the given users of the current client, in no set order; ids of other clients or unknown ids are left out. */
  cards(ids: string[]): Promise<EmployeeCardRow[]>;
  /** Another user of the current client as grants see them, to answer "what may this user read". */
  asMe(id: string): Promise<MeUser | null>;
  /**
   * Whether the user is an employee of the current client who may sign in now: neither fired nor blocked.
   * A credential that is not a session (a calendar feed's secret address) works only while this holds;
   * blocking ends the sessions, this ends the rest at once.
   */
  maySignIn(id: string): Promise<boolean>;
  /**
   * Active employees of the current client whose first name, last name, full name (either order), login
   * or e-mail contains the text, ignoring case; ordered by name, at most `limit` (one query).
   */
  search(text: string, opts: { limit: number }): Promise<EmployeeCardRow[]>;
  /**
   * Active employees whose birthday or start of work (yyyy-mm-dd) falls on this month and day ('mm-dd'), with
   * both dates: daily jobs of birthdays and work anniversaries (one query).
   */
  celebrating(monthDay: string): Promise<{ id: string; birthDate: string | null; workingSince: string | null }[]>;
  /** Ids of the active employees of the current client who have this role (`admin`: whom to tell when nobody is named). */
  withRole(role: string): Promise<string[]>;
  /** The vacation balance (the profile's `vacationDays`, kept by HR) of the given employees of the current client. */
  vacationDays(ids: string[]): Promise<Map<string, number>>;
  /**
   * Moves an employee's vacation balance by `delta` days inside the caller's transaction (`tx` from
   * `ctx.db.transaction`): the employee's row stays locked until it ends, so two requests racing for the last days
   * take turns; a balance that would fall below 0 is refused (409 "not enough vacation days", nothing changed);
   * the journal records it as a change of the employee's data. Answers the new balance.
   */
  moveVacationDays(tx: ClientDb, userId: string, delta: number): Promise<number>;
  /**
   * Locks an active employee's row inside the caller's transaction without changing it, and answers their vacation
   * balance: a plugin that checks the employee's other records first (a vacation's overlap) takes its turn before
   * reading them. 404 for nobody of the client. A `moveVacationDays` by 0 does the same and journals nothing.
   */
  lockEmployee(tx: ClientDb, userId: string): Promise<number>;
}

/**
 * The client's work calendar: Saturdays, Sundays and the public holidays of the company's country are days off,
 * unless an admin changed the day (admin panel → work calendar). Days are `yyyy-mm-dd`.
 */
export interface WorkdaysService {
  isWorkday(day: string): Promise<boolean>;
  /** Working days from `from` to `to`, both included; 0 when `to` is before `from`; at most ten years apart (else 400). */
  count(from: string, to: string): Promise<number>;
  /** The working day `n` working days after `day` (`n` = 0: the day itself when it is a working day, else the next). */
  add(day: string, n: number): Promise<string>;
}

/** The company structure as plugins need it: chiefs, subordinates and department members (ids of the current client). */
export interface OrgService {
  /** The user's chief: their chief field, else the head of their department, else the nearest head above. */
  chiefOf(userId: string): Promise<string | null>;
  /**
   * Active employees whose chief (as chiefOf answers) is this user; `deep` adds their subordinates, down the
   * whole reporting line (one users query, walked in memory; a loop in the chief fields ends the walk).
   */
  subordinatesOf(chiefId: string, opts?: { deep?: boolean }): Promise<string[]>;
  /**
   * Whether `chiefId` is the user's chief (as chiefOf answers); `deep`: anywhere above the user in the reporting
   * line (one users query). Nobody is their own chief.
   */
  isChiefOf(chiefId: string, userId: string, opts?: { deep?: boolean }): Promise<boolean>;
  /** Active employees of a department; `deep` adds every department below it. */
  departmentUsers(deptId: string, opts?: { deep?: boolean }): Promise<string[]>;
  /**
   * Names of the given departments of the current client (deleted ones included: a past figure still names its
   * department); ids of other clients or unknown ids are left out. One query.
   */
  departmentNames(ids: string[]): Promise<Map<string, string>>;
}

/** What a plugin's server may read of its client's own settings (the company's, not the plugin's). */
export interface ClientProfile {
  name: string;
  workspace: string;
  /** The company's default language. */
  lang: string;
  /** The company turned the mood meter off (employee administration → other settings). */
  hideMoodMeter: boolean;
  /** The country whose public holidays are days off (`RU`, `UA`, `KZ`, ...), or null. */
  country: string | null;
}

/** The client's feature switches, for code that has no `me` to ask (jobs, event subscribers). */
export interface FeaturesService {
  /**
   * Whether the feature is switched on for the current client now: a job or subscriber asks before it uses
   * another plugin (the shop, polls) and says so instead of failing when it is off. Read on every call,
   * never cached, so a switch made a moment ago counts.
   */
  isOn(code: string): Promise<boolean>;
}

/** What the company names receivers of (`settings.receivers`): violation reports, ideas, vacancy responses. */
export type ReceiverKind = 'reports' | 'ideas' | 'vacancies';

/**
 * Services available to handlers, jobs and event subscribers of one client. Each is built on first use
 * (a getter): pass the context on, do not spread it (`{ ...ctx }` copies only the services built so far).
 */
export interface ServiceContext {
  db: ClientDb;
  grants: GrantsService;
  employees: EmployeesService;
  org: OrgService;
  notify: NotifyService;
  files: FilesService;
  jobs: JobsService;
  events: EventsService;
  realtime: RealtimeService;
  /** The plugin's tags: attach them to its rows, filter lists by them with `taggedSql`. */
  tags: TagsService;
  /** The parsed per-client settings of the plugin (its `settings` schema), when it has any. */
  settings: <S = Record<string, unknown>>() => Promise<S>;
  /** The company's own settings a plugin may act on (its name, language, the mood meter switch), read on every call. */
  client: () => Promise<ClientProfile>;
  /** What plugins registered at extension points (`extensions.of(point)`), as the client and the user may use it. */
  extensions: ExtensionsService;
  /** Writes an entry to the client's audit journal. */
  journal: (section: string, action: string, data?: Record<string, unknown>) => Promise<void>;
  /** Full-text search over the plugin's indexed documents, filtered by grants (search.ts). */
  search: SearchService;
  /** The client's feature switches (`features.isOn('shop')`). */
  features: FeaturesService;
  /** Working days of the client's work calendar: vacations count their days with it, deadlines step by it. */
  workdays: WorkdaysService;
  /**
   * Whom to tell of a report, an idea or a vacancy response: the employees the company named for that kind who
   * are still employed, or every admin when it named none (or none of them is left).
   */
  receivers: (kind: ReceiverKind) => Promise<string[]>;
}

/** Services acting for one signed-in user: what a plugin's services take from a route, a socket or a test. */
export interface UserContext extends ServiceContext {
  /** The signed-in user; on routes with `auth: 'public'` it may be absent (typed for the common case). */
  me: Me;
}

export interface RequestContext<P = unknown, Q = unknown, B = unknown> extends UserContext {
  params: P;
  query: Q;
  body: B;
  /** Request headers, lower-case names. */
  headers: Record<string, string | string[] | undefined>;
  ip: string;
  /** Raw request for uploads (multipart) and streaming answers. */
  raw: { req: import('node:http').IncomingMessage; res: import('node:http').ServerResponse; koa: unknown };
  /**
   * The fields and files of a multipart request (a route declared `multipart: true`), read into memory within the
   * limits: for files that come with their record instead of through the upload route, which records the uploader.
   */
  multipart(limits: MultipartLimits): Promise<MultipartBody>;
}

export interface MultipartLimits {
  /** At most this many files. */
  files: number;
  /** Bytes per file. */
  fileSize: number;
  /** At most this many text fields (default 20). */
  fields?: number;
  /** The route's own refusals (its rule texts); default: the platform's 400 and 413. */
  refuse?: { files?: () => Error; fileSize?: () => Error };
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: { fileName: string; mimetype: string; data: Buffer }[];
}

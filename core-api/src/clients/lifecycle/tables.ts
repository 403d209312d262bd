import type { DataSource } from 'typeorm';
import type { Core } from '../../core.js';

/** A table that holds rows of clients (every entity with a `clientId` column). */
export interface ClientTable {
  entity: string;
  table: string;
}

/**
 * Core areas whose data a superadmin may delete on its own (`DELETE api/clients/{id}/{collName}`): the ones the
 * client keeps working without. Employees, departments, rights and settings go only with the whole client.
 */
export const CORE_DATA_AREAS: Record<string, string[]> = {
  journal: ['Journal'],
  notifications: ['Notification', 'NotificationView'],
  mailings: ['Mailing', 'Outbox'],
  reports: ['SessionReport', 'ModuleVisit', 'VisitDay', 'VisitorMonth', 'VisitMonth', 'VisitorNumber'],
  tags: ['Tag', 'TagLink'],
  workdays: ['WorkdayOverride'],
  files: ['File', 'FileRef'],
  search: ['SearchEntry'],
};

export function clientTables(ds: DataSource): ClientTable[] {
  return ds.entityMetadatas
    .filter((m) => m.columns.some((c) => c.propertyName === 'clientId'))
    .map((m) => ({ entity: m.name, table: m.tableName }));
}

/** The names `collName` takes: the core's data areas and every installed plugin's code. */
export function dataAreas(core: Core): string[] {
  return [...Object.keys(CORE_DATA_AREAS), ...core.plugins.map((p) => p.code)];
}

/** The tables of one data area; `null` when the name is neither a core data area nor a plugin. */
export function tablesOf(core: Core, area: string): ClientTable[] | null {
  const plugin = core.plugins.find((p) => p.code === area);
  const entities = plugin ? (plugin.entities ?? []).map((e) => String(e.options.name)) : CORE_DATA_AREAS[area];
  if (!entities) return null;
  return clientTables(core.ds).filter((t) => entities.includes(t.entity));
}

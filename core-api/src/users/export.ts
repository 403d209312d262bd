import ExcelJS from 'exceljs';
import { z } from 'zod';
import { idOf, reply, UserFilter, wire, XLSX, type RouteBuilder, type ClientDb } from '@atrium/sdk/server';
import { Department } from '../structure/entities.js';
import type { UserRow } from './entity.js';
import { userQuery } from './filter.js';

const COLUMNS: { header: string; key: string; width: number }[] = [
  { header: 'Last name', key: 'lastName', width: 18 },
  { header: 'First name', key: 'firstName', width: 16 },
  { header: 'Middle name', key: 'middleName', width: 16 },
  { header: 'E-mail', key: 'email', width: 28 },
  { header: 'Login', key: 'login', width: 16 },
  { header: 'Position', key: 'position', width: 22 },
  { header: 'Department', key: 'department', width: 22 },
  { header: 'City', key: 'city', width: 14 },
  { header: 'Phone', key: 'phone', width: 16 },
  { header: 'Internal phone', key: 'internalPhone', width: 12 },
  { header: 'Birth date', key: 'birthDate', width: 12 },
  { header: 'Working since', key: 'workingSince', width: 12 },
  { header: 'Tax id', key: 'taxId', width: 12 },
  { header: 'Status', key: 'state', width: 10 },
];

const state = (u: UserRow) => (u.deletion_mark ? 'deleted' : u.blocked ? 'blocked' : 'active');

/** One sheet of employees; department names are looked up once per export. */
async function workbook(db: ClientDb, rows: UserRow[]): Promise<Buffer> {
  const depts = new Map((await db.repo(Department).find()).map((d) => [d.id, d.name]));
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Employees');
  ws.columns = COLUMNS;
  ws.getRow(1).font = { bold: true };
  for (const u of rows) ws.addRow({ ...u, department: u.departmentId ? (depts.get(u.departmentId) ?? '') : '', state: state(u) });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const xlsx = (data: Buffer, name: string) =>
  reply(data, {
    headers: {
      'content-type': XLSX,
      'content-disposition': `attachment; filename="${name}"`,
    },
  });

const ExportFilter = UserFilter.omit({ page: true, limit: true }).partial().strict();

/** Excel exports of employees (docs/architecture.md, Employees: other decisions): the filtered active ones, or everybody with their status. */
export function exportRoutes(r: RouteBuilder) {
  const ClientId = z.object({ id: idOf('Client') });
  r.post(
    '/user/export/:id',
    {
      auth: 'admin',
      params: ClientId,
      body: ExportFilter,
      answer: wire.file(XLSX),
      summary: 'Excel file of the employees matching a filter',
    },
    async (ctx) => {
      const rows = (await userQuery(ctx.db, ctx.body).getMany()) as UserRow[];
      return xlsx(await workbook(ctx.db, rows), 'employees.xlsx');
    },
  );
  r.post(
    '/user/export/all/:id',
    {
      auth: 'admin',
      params: ClientId,
      answer: wire.file(XLSX),
      summary: 'Excel file of every employee, deleted and blocked ones included',
    },
    async (ctx) => {
      const rows = (await userQuery(ctx.db, { deleted: 'any' }).getMany()) as UserRow[];
      return xlsx(await workbook(ctx.db, rows), 'employees-all.xlsx');
    },
  );
}

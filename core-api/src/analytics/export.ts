import ExcelJS from 'exceljs';

/**
 * One sheet of a tab's rows: a header of the rows' keys and a row each. The tab's own words head the columns
 * (`period`, `visits` …), the same the API answers, so a sheet reads like the call it came from.
 */
export async function sheetOf(tab: string, rows: object[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(tab);
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  ws.columns = keys.map((key) => ({ header: key, key, width: Math.max(12, key.length + 2) }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(r as Record<string, unknown>);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

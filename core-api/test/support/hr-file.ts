import ExcelJS from 'exceljs';

let serial = 100_000_000;

/** A fresh valid tax id: nine digits and the check digit of the legal entity's rule (`isValidTaxId`). */
export function taxId(): string {
  const nine = String(serial++).padStart(9, '0');
  const w = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const sum = w.reduce((s, k, i) => s + k * Number(nine[i]), 0);
  return `${nine}${(sum % 11) % 10}`;
}

export type HrLine = Record<string, string | undefined>;

/** A CSV of the HR import: the header from `columns`, a row per line, `;` between cells. */
export function hrCsv(columns: string[], lines: HrLine[]): Buffer {
  return Buffer.from([columns.join(';'), ...lines.map((l) => columns.map((c) => l[c] ?? '').join(';'))].join('\n') + '\n');
}

/** The same table as an Excel workbook. */
export async function hrXlsx(columns: string[], lines: HrLine[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('HR');
  ws.addRow(columns);
  for (const l of lines) ws.addRow(columns.map((c) => l[c] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The multipart body of an HR import: the file and any fields. */
export function hrForm(data: Buffer, name = 'hr.csv', fields: Record<string, string> = {}): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append('file', new Blob([new Uint8Array(data)]), name);
  return f;
}

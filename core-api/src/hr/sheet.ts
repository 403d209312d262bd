import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError, HR_MAX_ROWS, type FieldError } from '@atrium/sdk/shared';

/** A file of the HR import refused as a whole: every faulty row and field in `details` (spec §8 `loading_struct_hrm_error`). */
export const hrFileRefused = (message: string, details: FieldError[]) =>
  new AppError(400, 'ValidationError', 'errors.loading_struct_hrm_error', message, details);

/** One data row of a sheet: its number in the file (the header is row 1) and its non-empty cells by column. */
export interface SheetRow {
  row: number;
  values: Record<string, string>;
}

/** A sheet read against known columns: the columns the file has (in our spelling) and its data rows. */
export interface Sheet {
  columns: string[];
  rows: SheetRow[];
}

const tooManyRows = () =>
  hrFileRefused(`at most ${HR_MAX_ROWS} rows in an HR file`, [{ path: 'rows', message: `at most ${HR_MAX_ROWS} rows` }]);

const ZIP = Buffer.from('PK\x03\x04', 'latin1');

/** A cell as text: rich text joined, a formula's result, a date as yyyy-mm-dd (the schemas' form). */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('text' in v) return String(v.text);
    return '';
  }
  return String(v);
}

/**
 * The rows of the first sheet of an .xlsx (read as a stream, stopping one row past the limit) or of a CSV in
 * UTF-8 (`;` or `,` as the header row uses). CSV cells stay text, so a tax id keeps its leading zeros.
 */
async function readCells(data: Buffer): Promise<{ row: number; cells: string[] }[]> {
  const out: { row: number; cells: string[] }[] = [];
  // Blank rows are not kept nor counted; reading stops at the first row past the limit.
  const take = (values: ExcelJS.CellValue[], row: number) => {
    const cells = Array.from(values.slice(1), (v) => cellText(v).trim());
    if (cells.some(Boolean)) out.push({ row, cells });
    return out.length <= HR_MAX_ROWS + 1;
  };
  if (data.subarray(0, 4).equals(ZIP)) {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'ignore',
      hyperlinks: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) if (!take(row.values as ExcelJS.CellValue[], row.number)) break;
      break;
    }
  } else {
    // Blank lines are dropped before parsing (a file of 2 MB of them once took exceljs 30 s); each kept line
    // remembers its number in the file. Cells of a CSV keep to one line.
    const numbers: number[] = [];
    const lines = data
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter((line, i) => /[^\s;,"]/.test(line) && numbers.push(i + 1));
    if (lines.length > HR_MAX_ROWS + 1) throw tooManyRows();
    const header = lines[0] ?? '';
    const delimiter = (header.match(/;/g)?.length ?? 0) >= (header.match(/,/g)?.length ?? 0) ? ';' : ',';
    const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([lines.join('\n')]), {
      map: (v: unknown) => v,
      parserOptions: { delimiter },
    });
    sheet.eachRow((row, n) => void take(row.values as ExcelJS.CellValue[], numbers[n - 1] ?? n));
  }
  return out;
}

/**
 * The sheet against its columns: the first row names them (any order, any case); an unknown column or a missing
 * required one refuses the file, as do more than `HR_MAX_ROWS` data rows. Blank rows are left out; the first
 * row that is not blank is the header.
 */
export async function readSheet(data: Buffer, known: readonly string[], required: readonly string[]): Promise<Sheet> {
  let cells: { row: number; cells: string[] }[];
  try {
    cells = await readCells(data);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw hrFileRefused('the file is not an Excel (.xlsx) or CSV table', [{ path: 'file', message: 'not an Excel or CSV table' }]);
  }
  const header = cells[0]?.cells ?? [];
  const byLower = new Map(known.map((c) => [c.toLowerCase(), c]));
  const issues: FieldError[] = [];
  const columns = header.map((name) => {
    const column = byLower.get(name.toLowerCase());
    if (name && !column) issues.push({ path: 'columns', message: `unknown column "${name}"` });
    return column;
  });
  for (const c of required) if (!columns.includes(c)) issues.push({ path: 'columns', message: `required column "${c}" missing` });
  if (issues.length) throw hrFileRefused(issues[0]!.message, issues);
  const rows: SheetRow[] = cells.slice(1).map(({ row, cells: inRow }) => {
    const values: Record<string, string> = {};
    columns.forEach((c, j) => {
      if (c && inRow[j]) values[c] = inRow[j]!;
    });
    return { row, values };
  });
  if (rows.length > HR_MAX_ROWS) throw tooManyRows();
  return { columns: columns.filter((c): c is string => !!c), rows };
}

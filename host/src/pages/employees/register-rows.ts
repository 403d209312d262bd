/**
 * The employees of rows pasted from a spreadsheet (`POST /api/register_many`): one a row, cells split by
 * tab (a spreadsheet's copy), `;` or `,` (names and e-mails hold none of them), in the order last name,
 * first name, e-mail, password, login (optional). Blank rows are skipped; the server checks the rest.
 */
export function registerRows(text: string) {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => {
      const [lastName = '', firstName = '', email = '', password = '', login = ''] = line.split(/[\t;,]/).map((c) => c.trim());
      return { lastName, firstName, email, password, confirmPassword: password, ...(login ? { login } : {}) };
    });
}

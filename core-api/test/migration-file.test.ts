import { describe, expect, it } from 'vitest';
import { Query } from 'typeorm/driver/Query.js';
import { SqlInMemory } from 'typeorm/driver/SqlInMemory.js';
import { migrationFile } from '../src/db/migration-file.js';

const log = (up: string[], down: string[]) =>
  Object.assign(new SqlInMemory(), { upQueries: up.map((q) => new Query(q)), downQueries: down.map((q) => new Query(q)) });
const none = log([], []);

describe('the file `npm run migration` writes', () => {
  it('is none when the migrations already create what the entities declare', () => {
    expect(migrationFile('question hint', { sqlite: none, mysql: none })).toBeNull();
  });

  it('holds each engine its SQL, undone from the last change, under a name from the words given', () => {
    const file = migrationFile(
      'question-hint',
      { sqlite: log(['S1', 'S2'], ['undo S1', 'undo S2']), mysql: log(['ALTER TABLE `q` ADD `hint` varchar(200) NULL'], ['M back']) },
      1795000000000,
    )!;
    expect(file.fileName).toBe('1795000000000-question-hint.ts');
    expect(file.text).toContain('export class QuestionHint1795000000000 implements MigrationInterface');
    expect(file.text).toContain("name = 'QuestionHint1795000000000'");
    const sql = new Function(`${file.text.slice(file.text.indexOf('const SQL'), file.text.indexOf('const forEngine'))} return SQL;`)();
    expect(sql).toEqual({
      sqlite: { up: ['S1', 'S2'], down: ['undo S2', 'undo S1'] },
      mysql: { up: ['ALTER TABLE `q` ADD `hint` varchar(200) NULL'], down: ['M back'] },
    });
  });

  it('refuses a plan with values, which plain SQL strings would lose', () => {
    const withValues = Object.assign(new SqlInMemory(), { upQueries: [new Query('INSERT INTO x VALUES (?)', [1])], downQueries: [] });
    expect(() => migrationFile('x', { sqlite: withValues, mysql: none })).toThrow(/with values/);
  });
});

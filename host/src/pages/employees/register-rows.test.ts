import { describe, expect, it } from 'vitest';
import { registerRows } from './register-rows.js';

describe('rows pasted for registering many', () => {
  it('reads a spreadsheet copy, semicolons and commas, an optional login, and skips blank rows', () => {
    const text =
      'Orlova\tNina\tnina@acme.test\tsecret1\tnina\r\n\n  \nPetrov; Ivan ;ivan@acme.test;secret2\nSidorova,Anna,anna@acme.test,secret3,\n';
    expect(registerRows(text)).toEqual([
      { lastName: 'Orlova', firstName: 'Nina', email: 'nina@acme.test', password: 'secret1', confirmPassword: 'secret1', login: 'nina' },
      { lastName: 'Petrov', firstName: 'Ivan', email: 'ivan@acme.test', password: 'secret2', confirmPassword: 'secret2' },
      { lastName: 'Sidorova', firstName: 'Anna', email: 'anna@acme.test', password: 'secret3', confirmPassword: 'secret3' },
    ]);
  });

  it('leaves missing cells empty for the server to refuse with the row and field', () => {
    expect(registerRows('Orlova')).toEqual([{ lastName: 'Orlova', firstName: '', email: '', password: '', confirmPassword: '' }]);
  });
});

let n = 0;

/** A valid body of a new employee (`POST api/register`, a row of `register_many`); each call is unique in e-mail and login. */
export const newEmployee = (over: Record<string, unknown> = {}) => {
  n++;
  return {
    firstName: 'Nina',
    lastName: 'Orlova',
    email: `nina${n}@acme.test`,
    login: `nina${n}`,
    password: 'secret1',
    confirmPassword: 'secret1',
    ...over,
  };
};

import { useState, type FormEvent } from 'react';
import { formError } from './messages.js';

interface AuthSubmitState {
  /** The call succeeded (the page shows its confirmation). */
  done: boolean;
  error: string | null;
  busy: boolean;
}

/**
 * The submit of an account page (register, forgot and reset password): checks the form, sends it, and
 * keeps done / error / busy; a failure is said with `failText` (the server's message by default).
 */
export function useAuthSubmit<T>(
  validate: () => T | null,
  send: (data: T) => Promise<unknown>,
  failText: (err: unknown) => string = formError,
) {
  const [state, setState] = useState<AuthSubmitState>({ done: false, error: null, busy: false });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const data = validate();
    if (!data) return;
    setState({ done: false, error: null, busy: true });
    try {
      await send(data);
      setState({ done: true, error: null, busy: false });
    } catch (err) {
      setState({ done: false, error: failText(err), busy: false });
    }
  };
  return { ...state, submit };
}

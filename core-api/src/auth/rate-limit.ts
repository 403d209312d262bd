import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { errors } from '@atrium/sdk/shared';

/**
 * Sign-in limits after NIST SP 800-63B 5.2.2, per 15 minutes. The account's failed attempts are the
 * guard against guessing: one counter per account, whether the login or the e-mail was typed.
 * The address's limit is generous and refuses only failures: behind a NAT or a proxy one address is
 * a whole office, so it never blocks a correct password, and password restore has its own counter.
 */
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_ADDRESS = 100;
/** Restore requests per address (every request counts, known address or not) per 15 minutes. */
export const RESTORE_REQUESTS_PER_ADDRESS = 20;
const WINDOW_S = 15 * 60;

const tooManySignIns = () => errors.tooMany('Too many sign-in attempts, try again in 15 minutes', 'auth.tooManyAttempts');

export class LoginLimiter {
  private readonly byAccount = new RateLimiterMemory({ points: LOGIN_FAILURES_PER_ACCOUNT, duration: WINDOW_S, keyPrefix: 'account' });
  private readonly byAddress = new RateLimiterMemory({ points: LOGIN_FAILURES_PER_ADDRESS, duration: WINDOW_S, keyPrefix: 'address' });

  /** Before the password is checked: an account whose failures are used up is refused, whatever the password. */
  async checkAccount(account: string) {
    const used = await this.byAccount.get(account);
    if (used && used.consumedPoints >= LOGIN_FAILURES_PER_ACCOUNT) throw tooManySignIns();
  }

  /** A wrong password counts against the account and the address; past the address's limit the refusal is 429. */
  async fail(account: string, ip: string) {
    const [, address] = await Promise.all([this.byAccount.penalty(account, 1), this.byAddress.penalty(ip, 1)]);
    if (address.consumedPoints > LOGIN_FAILURES_PER_ADDRESS) throw tooManySignIns();
  }

  async succeed(account: string) {
    await this.byAccount.delete(account);
  }
}

export class RestoreLimiter {
  private readonly byAddress = new RateLimiterMemory({ points: RESTORE_REQUESTS_PER_ADDRESS, duration: WINDOW_S, keyPrefix: 'restore' });

  /** Counts a restore request of the address; past the limit it is 429. */
  async count(ip: string) {
    await this.byAddress.consume(ip).catch((e: unknown) => {
      throw e instanceof RateLimiterRes ? errors.tooMany() : e;
    });
  }
}

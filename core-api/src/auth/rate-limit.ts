import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { errors } from '@atrium/sdk/shared';

/** Failed sign-ins: 5 per login and 30 per address in 15 minutes. */
export const LOGIN_FAILURES_PER_LOGIN = 5;
export const LOGIN_FAILURES_PER_IP = 30;

export class LoginLimiter {
  private readonly byLogin = new RateLimiterMemory({ points: LOGIN_FAILURES_PER_LOGIN, duration: 900, keyPrefix: 'login' });
  private readonly byIp = new RateLimiterMemory({ points: LOGIN_FAILURES_PER_IP, duration: 900, keyPrefix: 'ip' });

  /** Refuses with 429 when either key has used up its failures. */
  async check(login: string, ip: string) {
    const [l, i] = await Promise.all([this.byLogin.get(login.toLowerCase()), this.byIp.get(ip)]);
    if ((l && l.consumedPoints >= LOGIN_FAILURES_PER_LOGIN) || (i && i.consumedPoints >= LOGIN_FAILURES_PER_IP)) {
      throw errors.tooMany('Too many sign-in attempts, try again in 15 minutes', 'auth.tooManyAttempts');
    }
  }

  async fail(login: string, ip: string) {
    await Promise.all([this.byLogin.penalty(login.toLowerCase(), 1), this.byIp.penalty(ip, 1)]).catch((e) => {
      if (!(e instanceof RateLimiterRes)) throw e;
    });
  }

  async succeed(login: string) {
    await this.byLogin.delete(login.toLowerCase());
  }
}

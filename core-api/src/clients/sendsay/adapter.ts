import { AppError } from '@atrium/sdk/shared';

/** One request's wait for Sendsay: an import of a large batch takes a while on its side. */
const TIMEOUT_MS = 30_000;
/** Sendsay may send a login's calls to another address once (`REDIRECT`); more hops are a refusal. */
const MAX_REDIRECTS = 1;

export const mailingExportFailed = (reason: string) =>
  new AppError(502, 'BadGateway', 'clients.mailingExportFailed', `export failure to a mailing service: ${reason}`);

export interface SendsayTarget {
  baseUrl: string;
  login: string;
  apiKey: string;
  listId: string;
}

export interface Member {
  email: string;
  firstName: string;
  lastName: string;
}

/** What Sendsay answers: a result, `errors` (with HTTP 200), or `REDIRECT` to the address serving the login. */
interface SendsayAnswer {
  errors?: { id?: string; explain?: string }[];
  REDIRECT?: string;
}

/**
 * `member.import` of Sendsay's JSON API: the batch's e-mails, first and last names, added to (or updated in) the
 * list. Authenticated by the API key header; any refusal becomes the 502 that names Sendsay's reason.
 */
export async function importMembers(target: SendsayTarget, members: Member[]): Promise<void> {
  const body = JSON.stringify({
    action: 'member.import',
    'users.list': {
      caption: [
        { datakey: 'member.email', mode: 'set' },
        { datakey: 'base.firstName', mode: 'set' },
        { datakey: 'base.lastName', mode: 'set' },
      ],
      rows: members.map((m) => [m.email, m.firstName, m.lastName]),
    },
    addr_type: 'email',
    group: target.listId,
    if_exists: 'overwrite',
    charset: 'utf-8',
  });
  let url = `${target.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(target.login)}`;
  for (let hop = 0; ; hop++) {
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `sendsay apikey=${target.apiKey}` },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw mailingExportFailed((err as Error).message);
    }
    const answer = (await res.json().catch(() => null)) as SendsayAnswer | null;
    if (!res.ok) throw mailingExportFailed(`Sendsay answered ${res.status}${reasonOf(answer)}`);
    if (!answer) throw mailingExportFailed('Sendsay answered something other than JSON');
    if (answer.errors?.length) throw mailingExportFailed(answer.errors.map((e) => [e.id, e.explain].filter(Boolean).join(': ')).join('; '));
    if (!answer.REDIRECT) return;
    if (hop >= MAX_REDIRECTS) throw mailingExportFailed('Sendsay redirected the request more than once');
    const next = new URL(answer.REDIRECT, url);
    // The key goes only where the client's settings point.
    if (next.origin !== new URL(url).origin) throw mailingExportFailed('Sendsay redirected the request to another server');
    url = next.toString();
  }
}

const reasonOf = (answer: SendsayAnswer | null) => (answer?.errors?.length ? `: ${answer.errors[0]!.id ?? ''}` : '');

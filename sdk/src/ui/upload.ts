import type { ApiClientOptions } from './api.js';

/** A file stored by `POST /api/upload`, as the upload answers it. */
export interface UploadedFile {
  _id: string;
  src: string;
  name: string;
  size: number;
  mimetype: string;
  thumb: string | null;
}

export interface UploadOptions {
  /** The upload's purpose (`post` stops at 20 MB); default `any` (250 MB). */
  purpose?: 'post' | 'any';
  /** Called with the share sent, from 0 to 1 (fetch cannot report upload progress, so this uses XMLHttpRequest). */
  onProgress?: (share: number) => void;
}

/**
 * Sends a request through XMLHttpRequest, which (unlike fetch) reports the upload's progress as the share sent, from
 * 0 to 1; answers it as fetch would, and rejects as fetch does when no response came.
 */
export function sendWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: XMLHttpRequestBodyInit | null },
  onProgress: (share: number) => void,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.responseType = 'blob';
    for (const [k, v] of Object.entries(init.headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      // A response of these statuses has no body, and Response refuses one.
      const empty = [101, 204, 205, 304].includes(xhr.status);
      resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.send(init.body ?? null);
  });
}

/**
 * Uploads one file to `POST /api/upload` with the session's token and workspace, reporting progress;
 * rejects with the server's message. Covers, avatars and files are uploaded first; the record then
 * refers to the answer's id or URL.
 */
export async function uploadWithProgress(o: Pick<ApiClientOptions, 'getToken' | 'getWorkspace'>, file: File, opts: UploadOptions = {}) {
  const headers: Record<string, string> = {};
  const token = o.getToken();
  const workspace = o.getWorkspace();
  if (token) headers.authorization = `Bearer ${token}`;
  if (workspace) headers['x-company-id'] = workspace;
  const form = new FormData();
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await sendWithProgress(`/api/upload?purpose=${opts.purpose ?? 'any'}`, { method: 'POST', headers, body: form }, (share) =>
      opts.onProgress?.(share),
    );
  } catch {
    throw new Error('Problems connecting to server');
  }
  let body: { results?: { file: UploadedFile }[]; message?: string } = {};
  try {
    body = JSON.parse(await res.text());
  } catch {
    // a non-JSON answer is reported by its status below
  }
  if (res.status === 200 && body.results?.[0]) return body.results[0].file;
  throw new Error(body.message ?? 'Uploading error');
}

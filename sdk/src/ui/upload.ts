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
 * Uploads one file to `POST /api/upload` with the session's token and workspace, reporting progress;
 * rejects with the server's message. Covers, avatars and files are uploaded first; the record then
 * refers to the answer's id or URL.
 */
export function uploadWithProgress(o: Pick<ApiClientOptions, 'getToken' | 'getWorkspace'>, file: File, opts: UploadOptions = {}) {
  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/upload?purpose=${opts.purpose ?? 'any'}`);
    const token = o.getToken();
    const workspace = o.getWorkspace();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    if (workspace) xhr.setRequestHeader('x-company-id', workspace);
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      let body: { results?: { file: UploadedFile }[]; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // a non-JSON answer is reported by its status below
      }
      if (xhr.status === 200 && body.results?.[0]) resolve(body.results[0].file);
      else reject(new Error(body.message ?? 'Uploading error'));
    };
    xhr.onerror = () => reject(new Error('Problems connecting to server'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

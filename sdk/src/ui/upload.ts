/** A stored upload as `POST /api/upload` answers it. */
export interface UploadedFile {
  _id: string;
  src: string;
  name: string;
  size: number;
  mimetype: string;
  thumb: string | null;
}

/**
 * Uploads one file to `POST /api/upload?purpose=…` with the shell's session, reporting progress from 0
 * to 1 (XMLHttpRequest reports upload progress, fetch does not). The server takes the type from the
 * content and enforces the size limits; a refusal rejects with the server's message.
 */
export function uploadFile(file: File, opts: { purpose?: 'any' | 'post'; onProgress?(share: number): void } = {}): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/upload?purpose=${opts.purpose ?? 'any'}`);
    // The shell keeps the session in localStorage (docs/architecture.md, Session and shell).
    const token = localStorage.getItem('atrium.token');
    const workspace = localStorage.getItem('atrium.workspace');
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

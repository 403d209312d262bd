import { storedToken } from './session.js';

export interface UploadedFile {
  _id: string;
  src: string;
  name: string;
  size: number;
  mimetype: string;
  thumb: string | null;
}

/**
 * Uploads one file to `POST /api/upload?purpose=post` (the server stops it at 20 MB and takes its
 * type from the content), reporting progress from 0 to 1.
 */
export function uploadFile(file: File, workspace: string, onProgress: (share: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload?purpose=post');
    const token = storedToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('x-company-id', workspace);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: { results?: { file: UploadedFile }[]; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // a non-JSON answer is reported by status below
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

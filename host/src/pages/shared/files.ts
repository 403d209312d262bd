import i18next from 'i18next';
import { ApiError, apiPath, type ApiClient } from '@atrium/sdk/ui';
import { getToken, getWorkspace } from '../../session/storage.js';
import { toast } from '../../shell/toast.js';
import { handleFailure } from '../../api/client.js';

export interface UploadResult {
  file: { _id: string; src: string; name: string; size: number; mimetype: string; thumb: string | null };
  url: string;
  thumb: string | null;
  fileName: string;
}

/**
 * Uploads one file first (`POST /api/upload`); the form then keeps only the answered source. `workspace`
 * stores it for another client than the one worked in: the superadmin editing a client's design.
 */
export async function uploadFile(
  api: ApiClient,
  file: File,
  purpose: 'any' | 'avatar' | 'hr' = 'any',
  workspace?: string,
): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers = workspace ? { 'x-company-id': workspace } : undefined;
  const res = await api.post<{ results: UploadResult[] }>(`/api/upload?purpose=${purpose}`, undefined, { raw: form, headers });
  const first = res.results[0];
  if (!first) throw new Error(i18next.t('errors.uploading'));
  return first;
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first). */
export function dispositionName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a file answered by a call as a blob, named from its Content-Disposition (docs/architecture.md, Session and shell).
 * Failures go through the shell's handling of failed calls.
 */
export async function downloadFile(method: 'GET' | 'POST', path: string, fallbackName: string, body?: unknown) {
  const headers: Record<string, string> = {};
  const token = getToken();
  const ws = getWorkspace();
  if (token) headers.authorization = `Bearer ${token}`;
  if (ws) headers['x-company-id'] = ws;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(apiPath(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    handleFailure(new ApiError(0, null), {});
    return;
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    let parsed: ApiError['body'] = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { text };
    }
    handleFailure(new ApiError(res.status, parsed), {});
    return;
  }
  const blob = await res.blob();
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = dispositionName(res.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/** Reads an image's natural size in the browser before it is uploaded. */
export function imageSize(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(i18next.t('errors.imageSize')));
    };
    img.src = url;
  });
}

export const uploadFailed = () => toast({ message: i18next.t('errors.uploading'), color: 'red' });

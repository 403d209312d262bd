import { useEffect, useRef, useState } from 'react';
import { useApi } from './hooks.js';
import type { UploadedFile, UploadOptions } from './upload.js';

/** An upload's progress bar stays 1.5 s after the upload finishes, so a quick one is still seen to end. */
export const UPLOAD_PROGRESS_HIDE_MS = 1500;

/**
 * Uploads files one after another (`api.upload`) with one progress value over all of them: 0–100 for a
 * Mantine `Progress`, null while hidden. `upload` answers the stored files; when one fails it answers
 * those stored before it and `error` holds the server's message.
 */
export function useUploads(opts: Pick<UploadOptions, 'purpose'> = {}) {
  const api = useApi();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hide = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hide.current), []);
  const upload = async (files: File[]): Promise<UploadedFile[]> => {
    clearTimeout(hide.current);
    setError(null);
    const total = files.reduce((s, f) => s + f.size, 0) || 1;
    let done = 0;
    const out: UploadedFile[] = [];
    setProgress(0);
    try {
      for (const f of files) {
        const onProgress = (share: number) => setProgress(Math.round(((done + share * f.size) / total) * 100));
        out.push(await api.upload(f, { ...opts, onProgress }));
        done += f.size;
      }
      setProgress(100);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      hide.current = setTimeout(() => setProgress(null), UPLOAD_PROGRESS_HIDE_MS);
    }
    return out;
  };
  return { upload, progress, error, setError };
}

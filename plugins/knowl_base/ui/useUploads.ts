import { useEffect, useRef, useState } from 'react';
import { useApi, type UploadedFile } from '@atrium/sdk/ui';
import { UPLOAD_PROGRESS_HIDE_MS } from '../shared/constants.js';

/**
 * Uploads files one after another with one progress value (0–100, null when hidden) over all of them;
 * the bar stays 1.5 s after the last one finishes. Answers the stored files, or throws the server's message.
 */
export function useUploads() {
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
        out.push(await api.upload(f, { onProgress: (share) => setProgress(Math.round(((done + share * f.size) / total) * 100)) }));
        done += f.size;
      }
      setProgress(100);
      return out;
    } catch (err) {
      setError((err as Error).message);
      return out;
    } finally {
      hide.current = setTimeout(() => setProgress(null), UPLOAD_PROGRESS_HIDE_MS);
    }
  };
  return { upload, progress, error };
}

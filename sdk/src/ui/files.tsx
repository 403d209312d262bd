import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';

/** A file of a form: its stored id and name. */
export interface PickedFile {
  _id: string;
  name: string;
}

export interface FilesFieldProps {
  label: string;
  value: PickedFile[];
  onChange(files: PickedFile[]): void;
  /** The file chooser's filter (`image/*`, `video/*`). */
  accept?: string;
  /** One file: a new upload replaces the chosen one. */
  single?: boolean;
  required?: boolean;
  error?: string;
}

export interface UploadProgressProps {
  /** 0–100, or null while no upload runs (`useUploads().progress`). */
  progress: number | null;
  error: string | null;
}

const Field = lazy(() => import('./kit/files-field.js'));
const Bar = lazy(() => import('./kit/files-field.js').then((m) => ({ default: m.UploadProgressBar })));

/** Uploaded files of a form field: upload with progress, remove; the value is the stored files' ids and names. */
export function FilesField(props: FilesFieldProps) {
  return (
    <Suspense fallback={<Loader size="xs" />}>
      <Field {...props} />
    </Suspense>
  );
}

/** The progress bar of `useUploads`, and the server's message when an upload failed. */
export function UploadProgress(props: UploadProgressProps) {
  return (
    <Suspense fallback={null}>
      <Bar {...props} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';

export interface RichTextEditorProps {
  label: string;
  /** The content as HTML; '' when empty. */
  value: string;
  onChange(html: string): void;
  required?: boolean;
  error?: string;
}

// The viewer's sanitiser and TipTap load with the first page that shows or edits rich text, never with the shell.
const View = lazy(() => import('./kit/rich-text.js'));
const Editor = lazy(() => import('./kit/rich-text-editor.js'));

/** Stored rich text shown safely: only the editor's elements and web links survive. */
export function RichText({ html }: { html: string }) {
  return (
    <Suspense fallback={<Loader size="xs" />}>
      <View html={html} />
    </Suspense>
  );
}

/** Rich text editing (TipTap): headings, emphasis, lists, quotes, links, and images uploaded in place. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Loader size="xs" />}>
      <Editor {...props} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { usePart } from './deferred.js';

export interface RichTextEditorProps {
  label: string;
  /** The content as HTML; '' when empty. */
  value: string;
  onChange(html: string): void;
  required?: boolean;
  error?: string;
}

// The viewer's sanitiser and TipTap load with the first page that shows or edits rich text, never with the shell.
const loadView = () => import('./kit/rich-text.js');
const Editor = lazy(() => import('./kit/rich-text-editor.js'));

/**
 * Whether the viewer of rich text has loaded; asking starts its load. A page whose text comes first waits
 * for it with its data: a text arriving after the parts below it pushes them down (docs/benchmarks.md,
 * "The article on a phone").
 */
export function useRichTextReady(): boolean {
  return !!usePart(loadView);
}

/** Stored rich text shown safely: only the editor's elements and web links survive. */
export function RichText({ html }: { html: string }) {
  const View = usePart(loadView);
  return View ? <View html={html} /> : <Loader size="xs" />;
}

/** Rich text editing (TipTap): headings, emphasis, lists, quotes, links, and images uploaded in place. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Loader size="xs" />}>
      <Editor {...props} />
    </Suspense>
  );
}

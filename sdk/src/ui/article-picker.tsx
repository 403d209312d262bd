import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { useMe } from './hooks.js';

export interface ArticlePickerProps {
  label: string;
  description?: string;
  value: string | null;
  onChange(id: string | null): void;
  error?: string;
  disabled?: boolean;
}

const Picker = lazy(() => import('./kit/article-picker.js'));

/**
 * A knowledge-base article (not a folder or a file), found by title through the knowledge base's own list call by
 * its path (`GET api/user/{client}/articles/access_for/{me}`; the newest articles before anything is typed): no
 * plugin imports another, and where the knowledge base is off for the client the field is not shown.
 */
export function ArticlePicker(props: ArticlePickerProps) {
  if (!useMe()?.features.includes('knowl_base')) return null;
  return (
    <Suspense fallback={<Loader size="xs" />}>
      <Picker {...props} />
    </Suspense>
  );
}

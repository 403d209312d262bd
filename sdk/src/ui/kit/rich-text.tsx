import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { Typography } from '@mantine/core';

/** Elements the editor writes; anything else is dropped with its markup (its text stays). */
const ALLOWED = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'img',
  'blockquote',
  'code',
  'pre',
  'hr',
]);
/** Web links and paths of this site (not `//host`, which leaves it). */
const SAFE_URL = /^(https?:\/\/|\/(?!\/))/i;

function render(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const children = [...el.childNodes].map(render);
  const tag = el.tagName.toLowerCase();
  if (!ALLOWED.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'a') {
    const href = el.getAttribute('href') ?? '';
    return SAFE_URL.test(href) ? createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children) : children;
  }
  if (tag === 'img') {
    const src = el.getAttribute('src') ?? '';
    return SAFE_URL.test(src) ? createElement('img', { key, src, alt: el.getAttribute('alt') ?? '', style: { maxWidth: '100%' } }) : null;
  }
  if (tag === 'br' || tag === 'hr') return createElement(tag, { key });
  return createElement(tag, { key }, ...children);
}

/**
 * Stored rich text (an article, a lesson) as React elements built from its HTML: only the editor's elements and
 * safe links survive (no scripts, handlers, styles or `javascript:` links), whatever a call stored.
 */
export default function RichTextView({ html }: { html: string }) {
  const nodes = useMemo(() => [...new DOMParser().parseFromString(html, 'text/html').body.childNodes].map(render), [html]);
  return <Typography>{nodes}</Typography>;
}

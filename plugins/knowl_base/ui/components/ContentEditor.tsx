import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { CONTENT_MAX } from '../../shared/constants.js';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Stored HTML as editable text: one paragraph per block element, separated by an empty line. */
function toText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = [...body.children].map((el) => (el.textContent ?? '').trim()).filter(Boolean);
  return blocks.length ? blocks.join('\n\n') : (body.textContent ?? '');
}

/** Text back to HTML: paragraphs split on empty lines, line breaks kept, everything escaped. */
function toHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The content of an article as paragraphs of text (what a reader sees through `RichText`). */
export function ContentEditor(props: { label: string; value: string; onChange(html: string): void; error?: string }) {
  const [text, setText] = useState(() => toText(props.value));
  return (
    <Textarea
      label={props.label}
      required
      autosize
      minRows={6}
      maxLength={CONTENT_MAX}
      value={text}
      error={props.error}
      onChange={(e) => {
        setText(e.currentTarget.value);
        props.onChange(toHtml(e.currentTarget.value));
      }}
    />
  );
}

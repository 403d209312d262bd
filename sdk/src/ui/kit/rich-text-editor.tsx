import { ActionIcon, FileButton, Group, Input, Paper, Popover, Button, TextInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useTranslation } from 'react-i18next';
import { useUploads } from '../use-uploads.js';
import type { RichTextEditorProps } from '../rich-text.js';
import { UploadProgressBar } from './files-field.js';

/** Rich content (TipTap): headings, emphasis, lists, quotes, links and images uploaded in place with progress. */
export default function RichTextEditorForm(props: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https'] } }), Image],
    content: props.value,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': props.label, role: 'textbox', 'aria-multiline': 'true', class: 'atrium-editor' } },
    onUpdate: ({ editor: e }) => props.onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const uploads = useUploads();
  const addImages = async (files: File[]) => {
    for (const f of await uploads.upload(files)) editor?.chain().focus().setImage({ src: f.src, alt: f.name }).run();
  };
  return (
    <Input.Wrapper label={props.label} required={props.required} error={props.error}>
      <Paper withBorder p={0} mt={4}>
        {editor && <Toolbar editor={editor} onImages={addImages} />}
        <EditorContent editor={editor} style={{ padding: '4px 12px', minHeight: 160 }} />
      </Paper>
      <Stack gap={4} mt={4}>
        <UploadProgressBar progress={uploads.progress} error={uploads.error} />
      </Stack>
      <style>{'.atrium-editor{outline:none;min-height:150px}.atrium-editor img{max-width:100%}'}</style>
    </Input.Wrapper>
  );
}

function Toolbar({ editor, onImages }: { editor: Editor; onImages(files: File[]): void }) {
  const { t } = useTranslation('common');
  const [href, setHref] = useState('');
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const tool = (key: keyof typeof state, label: string, run: () => void, text: string) => (
    <ActionIcon variant={state[key] ? 'filled' : 'subtle'} aria-label={t(`editor.${label}`)} aria-pressed={state[key]} onClick={run}>
      <span aria-hidden>{text}</span>
    </ActionIcon>
  );
  const chain = () => editor.chain().focus();
  return (
    <Group gap={2} p={4} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} wrap="wrap">
      {tool('bold', 'bold', () => chain().toggleBold().run(), 'B')}
      {tool('italic', 'italic', () => chain().toggleItalic().run(), 'I')}
      {tool('h2', 'heading', () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {tool('h3', 'subheading', () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      {tool('bullet', 'bulletList', () => chain().toggleBulletList().run(), '•')}
      {tool('ordered', 'orderedList', () => chain().toggleOrderedList().run(), '1.')}
      {tool('quote', 'quote', () => chain().toggleBlockquote().run(), '❝')}
      <Popover opened={linking} onChange={setLinking} trapFocus>
        <Popover.Target>
          <ActionIcon
            variant={state.link ? 'filled' : 'subtle'}
            aria-label={t('editor.link')}
            aria-pressed={state.link}
            onClick={() => {
              setHref((editor.getAttributes('link').href as string | undefined) ?? '');
              setLinking((o) => !o);
            }}
          >
            <Icon name="link" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Group gap="xs" align="flex-end">
            <TextInput label={t('editor.linkUrl')} value={href} onChange={(e) => setHref(e.currentTarget.value)} />
            <Button
              onClick={() => {
                if (href.trim()) chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
                else chain().extendMarkRange('link').unsetLink().run();
                setLinking(false);
              }}
            >
              {t('editor.apply')}
            </Button>
          </Group>
        </Popover.Dropdown>
      </Popover>
      <FileButton onChange={(files) => files.length && onImages(files)} accept="image/*" multiple>
        {(p) => (
          <ActionIcon {...p} variant="subtle" aria-label={t('editor.image')}>
            <Icon name="photo" />
          </ActionIcon>
        )}
      </FileButton>
    </Group>
  );
}

/** Outline icons of the editor's toolbar, drawn like the host's Tabler icons (path data from Tabler, MIT). */
const PATHS = {
  link: [
    'M9 15l6 -6',
    'M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464',
    'M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463',
  ],
  photo: [
    'M15 8h.01',
    'M3 6a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v12a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3v-12z',
    'M3 16l5 -5c.928 -.893 2.072 -.893 3 0l5 5',
    'M14 14l1 -1c.928 -.893 2.072 -.893 3 0l3 3',
  ],
} as const;

function Icon({ name, size = 18 }: { name: keyof typeof PATHS; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

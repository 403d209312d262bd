import { useState } from 'react';
import { Card, TextInput } from '@mantine/core';
import { AreaBoundary, preloadPart, usePart, useT } from '@atrium/sdk/ui';
import type { ComposerFormProps } from './ComposerForm.js';

// The form and the write kit it renders with are not part of the wall's first paint (docs/benchmarks.md
// in the repository, "The write kit").
const loadComposerForm = () => import('./ComposerForm.js');

type Line = { opened: boolean; text: string; setText: (text: string) => void; open: () => void };

function ComposerLine({ parent, opened, text, setText, open }: Line & Pick<ComposerFormProps, 'parent'>) {
  const t = useT();
  const Form = usePart(loadComposerForm, opened);
  if (Form) return <Form parent={parent} initialText={text} />;
  return (
    <Card withBorder radius="md" p="md">
      <TextInput
        aria-label={t('composer.placeholder')}
        placeholder={t('composer.placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onPointerEnter={() => preloadPart(loadComposerForm)}
        onFocus={open}
      />
    </Card>
  );
}

/**
 * The composer as the wall first shows it: one line that opens the whole form (ComposerForm) when it
 * gains the focus. The form's code loads when the line is pointed at or focused. What is typed before
 * it has arrived is kept here, above the boundary, so a form that fails to load (its panel offers a
 * retry) loses none of it.
 */
export function Composer({ parent }: Pick<ComposerFormProps, 'parent'>) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  return (
    <AreaBoundary area={t('composer.title')}>
      <ComposerLine parent={parent} opened={opened} text={text} setText={setText} open={() => setOpened(true)} />
    </AreaBoundary>
  );
}

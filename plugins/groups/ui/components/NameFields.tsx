import { TextInput, Textarea } from '@mantine/core';
import { useT } from '@atrium/sdk/ui';

/** The part of a form these fields read: a group's and a project's forms both have a name and a description. */
interface NamedForm {
  values: { name: string; description: string };
  getInputProps(path: 'name' | 'description'): object;
}

/** Name and description with the characters left under each; a group needs a description, a project not. */
export function NameFields({
  form,
  nameMax,
  descriptionMax,
  descriptionRequired,
}: {
  form: NamedForm;
  nameMax: number;
  descriptionMax: number;
  descriptionRequired: boolean;
}) {
  const t = useT();
  const left = (value: string, max: number) => t('form.left', { count: max - value.length });
  return (
    <>
      <TextInput
        label={t('form.name')}
        required
        maxLength={nameMax}
        {...form.getInputProps('name')}
        description={left(form.values.name, nameMax)}
      />
      <Textarea
        label={t('form.description')}
        required={descriptionRequired}
        autosize
        minRows={2}
        maxLength={descriptionMax}
        {...form.getInputProps('description')}
        description={left(form.values.description, descriptionMax)}
      />
    </>
  );
}

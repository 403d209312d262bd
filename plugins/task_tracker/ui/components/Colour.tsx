import { ColorInput } from '@mantine/core';

const SWATCHES = ['#fa5252', '#fd7e14', '#fab005', '#40c057', '#15aabf', '#228be6', '#7950f2', '#868e96'];

/** A colour field that gives `#rrggbb` or null (cleared), as the schema takes it. */
export function Colour({
  label,
  value,
  onChange,
  readOnly,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  readOnly: boolean;
  error?: string;
}) {
  return (
    <ColorInput
      label={label}
      value={value}
      onChange={onChange}
      format="hex"
      swatches={SWATCHES}
      readOnly={readOnly}
      disallowInput={readOnly}
      withPicker={!readOnly}
      error={error}
      placeholder={readOnly ? undefined : '#rrggbb'}
    />
  );
}

import { ColorInput } from '@mantine/core';

const SWATCHES = ['#fa5252', '#fd7e14', '#fab005', '#40c057', '#15aabf', '#228be6', '#7950f2', '#868e96'];

/** A colour field that gives `#rrggbb` or null (cleared), as the schema takes it. */
export function Colour({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <ColorInput label={label} value={value} onChange={onChange} format="hex" swatches={SWATCHES} error={error} placeholder="#rrggbb" />
  );
}

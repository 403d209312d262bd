import { Select } from '@mantine/core';
import { departmentOptions, useDepartments, type DepartmentPickerProps } from '../departments.js';

/** The department picker's select (loaded by `DepartmentPicker` on first use). */
export default function DepartmentPickerSelect({ type, value, onChange, ...rest }: DepartmentPickerProps) {
  const departments = useDepartments(type);
  return (
    <Select
      {...rest}
      clearable={!rest.required}
      searchable
      data={departmentOptions(departments.data)}
      value={value}
      onChange={onChange}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

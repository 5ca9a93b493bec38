import { Dropdown, Option } from '@fluentui/react-components';

export interface ChoiceOption {
  value: string;
  label: string;
}

/** The options of values shown as they are. */
export const plainOptions = (values: readonly string[]): ChoiceOption[] =>
  values.map((value) => ({ value, label: value }));

/**
 * A drop-down choosing one of its options (inside a Field, which names it): it shows the chosen
 * option's label, or the placeholder while none is chosen.
 */
export function Choice({
  value,
  options,
  onChange,
  placeholder,
  disabled,
}: {
  value: string;
  options: readonly ChoiceOption[];
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
}) {
  return (
    <Dropdown
      value={options.find((o) => o.value === value)?.label ?? value}
      placeholder={placeholder}
      disabled={disabled}
      selectedOptions={value ? [value] : []}
      onOptionSelect={(_, d) => {
        if (d.optionValue !== undefined) onChange(d.optionValue);
      }}
    >
      {options.map((o) => (
        <Option key={o.value} value={o.value}>
          {o.label}
        </Option>
      ))}
    </Dropdown>
  );
}

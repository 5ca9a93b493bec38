import { Field, Select } from '@fluentui/react-components';
import { useReportStyles } from './styles';

/** A labelled choice of the report's toolbars (a native select: keyboard and screen readers as usual). */
export function PickerField({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const styles = useReportStyles();
  return (
    <Field label={label} className={styles.picker}>
      <Select
        className={styles.pickerSelect}
        value={value}
        disabled={disabled}
        onChange={(_, d) => onChange(d.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

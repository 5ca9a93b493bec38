import { Dropdown, Option } from '@fluentui/react-components';
import { Instances, type Instance } from '@netlens/core';

/** The instance of an endpoint list, one of the published instances. */
export function InstanceDropdown({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (instance: Instance) => void;
  disabled?: boolean;
}) {
  return (
    <Dropdown
      value={value}
      selectedOptions={[value]}
      disabled={disabled}
      onOptionSelect={(_, d) => d.optionValue && onChange(d.optionValue as Instance)}
    >
      {Instances.map((i) => (
        <Option key={i} value={i}>
          {i}
        </Option>
      ))}
    </Dropdown>
  );
}

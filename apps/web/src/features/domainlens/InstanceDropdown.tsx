import { Instances, type Instance } from '@netlens/core';
import { Choice, plainOptions } from '../../ui/Choice';

const options = plainOptions(Instances);

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
    <Choice
      value={value}
      options={options}
      disabled={disabled}
      onChange={(v) => v && onChange(v as Instance)}
    />
  );
}

import { useState } from 'react';
import { Switch } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { readAutoStart, writeAutoStart } from './storage';

/** The auto-start setting, stored in this browser. */
export function AutoStartSwitch() {
  const { t } = useTranslation();
  const [on, setOn] = useState(readAutoStart);
  return (
    <Switch
      checked={on}
      label={t('copilot.autoStart')}
      onChange={(_, d) => {
        setOn(d.checked);
        writeAutoStart(d.checked);
      }}
    />
  );
}

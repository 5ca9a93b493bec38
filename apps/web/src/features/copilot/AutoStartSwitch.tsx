import { useState, type ReactNode } from 'react';
import { Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../lib/i18n';
import { readAutoStart, writeAutoStart } from './storage';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
  },
});

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

/** A page's way to (re)run the test, with the auto-start setting across from it. */
export function AutoStartRow({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      {children}
      <AutoStartSwitch />
    </div>
  );
}

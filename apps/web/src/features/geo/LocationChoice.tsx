import { Suspense, useEffect } from 'react';
import { Field, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import type { GeoPlace } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { Media } from '../../ui/breakpoints';
import { whenIdle } from '../../lib/idle';
import { lazyComponent } from '../../ui/lazyComponent';
import { Spinner } from '../../ui/Spinner';

// The city search (a combobox and its list) is a chunk of its own, fetched while the visitor
// reads the page or points at "manual": most tests locate the visitor automatically.
const CityCombobox = lazyComponent(
  () => import('./CityCombobox'),
  (m) => m.CityCombobox,
);

/** How the test finds the visitor: browser/egress detection, or a typed city. */
export type LocationMode = 'auto' | 'manual';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  city: { paddingInlineStart: tokens.spacingHorizontalXXL, [Media.narrow]: { paddingInlineStart: 0 } },
});

interface LocationChoiceProps {
  mode: LocationMode;
  onModeChange: (mode: LocationMode) => void;
  place: GeoPlace | null;
  onPlaceChange: (place: GeoPlace | null) => void;
  placeMissing: boolean;
}

/** The start page's location choice: auto-detect (default) or a city picked from suggestions. */
export function LocationChoice({
  mode,
  onModeChange,
  place,
  onPlaceChange,
  placeMissing,
}: LocationChoiceProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  useEffect(() => whenIdle(CityCombobox.prefetch), []);
  return (
    <div className={styles.root}>
      <Field label={t('location.label')} hint={mode === 'auto' ? t('location.autoHint') : undefined}>
        <RadioGroup
          value={mode}
          onChange={(_, data) => onModeChange(data.value === 'manual' ? 'manual' : 'auto')}
        >
          <Radio value="auto" label={t('location.auto')} />
          <Radio
            value="manual"
            label={t('location.manual')}
            onPointerEnter={CityCombobox.prefetch}
            onFocus={CityCombobox.prefetch}
          />
        </RadioGroup>
      </Field>
      {mode === 'manual' && (
        <div className={styles.city}>
          <Suspense fallback={<Spinner size="tiny" label={t('app.loading')} />}>
            <CityCombobox.Component chosen={place} onChoose={onPlaceChange} invalid={placeMissing} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

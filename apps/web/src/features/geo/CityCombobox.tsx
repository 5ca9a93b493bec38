import { useMemo, useState } from 'react';
import { Combobox, Field, Option, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { GeoPlace } from '@netlens/core';
import { useTranslation } from '../../lib/i18n';
import { placeKey, placeLabel } from './places';
import { useCitySuggestions } from './queries';

const useStyles = makeStyles({
  combobox: { width: 'min(100%, 420px)', minWidth: 0 },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

interface CityComboboxProps {
  chosen: GeoPlace | null;
  onChoose: (place: GeoPlace | null) => void;
  /** Set when the form was submitted without a chosen place. */
  invalid: boolean;
}

/** Type-ahead city search: up to 8 suggestions with an address, one of which can be chosen. */
export function CityCombobox({ chosen, onChoose, invalid }: CityComboboxProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [text, setText] = useState(chosen ? placeLabel(chosen.address) : '');
  // Opened by any change of the text (typing, pasting, dictation), not only by keystrokes.
  const [open, setOpen] = useState(false);
  const { places, searching, searched } = useCitySuggestions(chosen ? '' : text);
  const byKey = useMemo(() => new Map(places.map((p) => [placeKey(p), p])), [places]);
  // Keep the chosen place offered so the list shows it as selected.
  const options = chosen && !byKey.has(placeKey(chosen)) ? [chosen, ...places] : places;

  const hint = searching ? (
    <span className={styles.status}>
      <Spinner size="extra-tiny" aria-hidden />
      {t('location.searching')}
    </span>
  ) : searched && places.length === 0 ? (
    t('location.noSuggestions')
  ) : (
    t('location.cityHint')
  );

  return (
    <Field label={t('location.cityLabel')} hint={hint} validationState={invalid ? 'error' : 'none'}>
      <Combobox
        className={styles.combobox}
        freeform
        // Inline: the shell's provider styles make portalled popups cover the page.
        inlinePopup
        autoComplete="off"
        placeholder={t('location.cityPlaceholder')}
        expandIcon={{ 'aria-label': t('location.openSuggestions') }}
        value={text}
        open={open && options.length > 0}
        onOpenChange={(_, data) => setOpen(data.open)}
        selectedOptions={chosen ? [placeKey(chosen)] : []}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(e.target.value.trim() !== '');
          if (chosen) onChoose(null);
        }}
        onOptionSelect={(_, data) => {
          const place = data.optionValue ? (byKey.get(data.optionValue) ?? null) : null;
          if (!place) return;
          onChoose(place);
          setText(placeLabel(place.address));
        }}
      >
        {options.map((place) => {
          const label = placeLabel(place.address);
          return (
            <Option key={placeKey(place)} value={placeKey(place)} text={label}>
              {label}
            </Option>
          );
        })}
      </Combobox>
    </Field>
  );
}

import { useTranslation } from '../../lib/i18n';
import { PickerField } from './PickerField';
import { usePerformanceGeoWithReport } from './queries';
import { useReportStyles } from './styles';

export interface Place {
  country: string;
  state: string;
  city: string;
}
export const World: Place = { country: '', state: '', city: '' };

const SEP = '\t';

/** Where the index is read: the whole world, a country with data, or one of its cities with data. */
export function PlacePicker({ place, onChange }: { place: Place; onChange: (p: Place) => void }) {
  const { t } = useTranslation();
  const styles = useReportStyles();
  const countries = usePerformanceGeoWithReport('');
  const cities = usePerformanceGeoWithReport(place.country, place.country !== '');
  const countryNames = [...new Set((countries.data ?? []).map((p) => p.country))].sort();
  return (
    <div className={styles.toolbar}>
      <PickerField
        label={t('internal.npi.country')}
        value={place.country}
        onChange={(country) => onChange({ ...World, country })}
        options={[
          { value: '', label: t('internal.npi.world') },
          ...countryNames.map((c) => ({ value: c, label: c })),
        ]}
      />
      <PickerField
        label={t('internal.npi.city')}
        disabled={!place.country}
        value={place.city ? `${place.state}${SEP}${place.city}` : ''}
        onChange={(v) => {
          const [state = '', city = ''] = v.split(SEP);
          onChange({ country: place.country, state, city });
        }}
        options={[
          { value: '', label: t('internal.npi.allCities') },
          ...(place.country ? (cities.data ?? []) : []).map((c) => ({
            value: `${c.state}${SEP}${c.city}`,
            label: c.state && c.state !== c.city ? `${c.city}, ${c.state}` : c.city,
          })),
        ]}
      />
    </div>
  );
}

import { useTranslation } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { DetailPage } from '../../ui/DetailPage';
import { EndpointSetForm } from './EndpointSetForm';
import { emptyForm } from './form';

/** Route /endpoints/new: a new endpoint set, saved as a draft change. */
export function NewEndpointSetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DetailPage
      back={{ to: '/endpoints', label: t('domainlens.actions.back') }}
      title={t('domainlens.form.titleNew')}
    >
      <EndpointSetForm
        initial={emptyForm()}
        onSaved={(a) =>
          void navigate(`/endpoints/${a.change.endpointSetInternalId}`, { state: { message: a.messageKey } })
        }
        onCancel={() => void navigate('/endpoints')}
      />
    </DetailPage>
  );
}

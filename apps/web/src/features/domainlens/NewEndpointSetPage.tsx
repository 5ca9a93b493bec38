import { Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLink } from '../../ui/AppLink';
import { EndpointSetForm } from './EndpointSetForm';
import { emptyForm } from './form';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  title: { margin: 0 },
});

/** Route /endpoints/new: a new endpoint set, saved as a draft change. */
export function NewEndpointSetPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.root}>
      <AppLink to="/endpoints">{t('domainlens.actions.back')}</AppLink>
      <Title1 as="h1" className={styles.title}>
        {t('domainlens.form.titleNew')}
      </Title1>
      <EndpointSetForm
        initial={emptyForm()}
        onSaved={(a) =>
          void navigate(`/endpoints/${a.change.endpointSetInternalId}`, { state: { message: a.messageKey } })
        }
        onCancel={() => void navigate('/endpoints')}
      />
    </div>
  );
}

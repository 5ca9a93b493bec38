import { useState } from 'react';
import { Button, Checkbox, Field, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import {
  OcdiWorkflow,
  noteMissing,
  ocdiReviewAction,
  type OcdiAction,
  type OcdiAssociation,
} from '@netlens/core';
import { useTranslation } from '../../../lib/i18n';
import { errorText } from '../BatchResult';
import { useReviewOcdiAssociation } from './queries';
import { Outcome } from '../../../ui/Outcome';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * The connectivity champion's review of an association pending approval: approve, or reject with
 * a note, as `actions` (the table's) allow.
 */
export function OcdiReview({
  association,
  actions,
  onDone,
}: {
  association: OcdiAssociation;
  actions: OcdiAction[];
  onDone: (a: OcdiAssociation, message: string) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const review = useReviewOcdiAssociation();
  const [note, setNote] = useState('');
  const [noteAsked, setNoteAsked] = useState(false);
  const [wildcardReviewed, setWildcardReviewed] = useState(false);
  const wildcards = [...association.ocdi, ...association.legacy.map((l) => l.domainName)].some((n) =>
    n.startsWith('*.'),
  );
  const decide = (decision: 'Approved' | 'Rejected') => {
    if (noteMissing(OcdiWorkflow[ocdiReviewAction(decision)], note)) return setNoteAsked(true);
    setNoteAsked(false);
    // The answer is taken from the promise: the section leaves the page once the review is stored.
    review
      .mutateAsync({ id: association.id, decision, note: note.trim(), wildcardReviewed })
      .then((r) => onDone(r.association, t(r.messageKey, { defaultValue: r.message })))
      .catch(() => undefined);
  };
  return (
    <section className={styles.root} aria-labelledby="ocdi-review-title">
      <Subtitle2 as="h2" id="ocdi-review-title">
        {t('fqdns.ocdi.review')}
      </Subtitle2>
      <Field
        label={t('fqdns.ocdi.reviewNote')}
        validationState={noteAsked ? 'error' : 'none'}
        validationMessage={noteAsked ? t('fqdns.ocdi.reviewNoteRequired') : undefined}
      >
        <Textarea value={note} rows={2} resize="vertical" onChange={(_, d) => setNote(d.value)} />
      </Field>
      {wildcards && (
        <Checkbox
          checked={wildcardReviewed}
          onChange={(_, d) => setWildcardReviewed(d.checked === true)}
          label={t('fqdns.ocdi.wildcardReviewed')}
        />
      )}
      {review.error && (
        <Outcome ok={false} multiline>
          {errorText(review.error, false)}
        </Outcome>
      )}
      <div className={styles.actions}>
        {actions.includes('Approve') && (
          <Button appearance="primary" disabled={review.isPending} onClick={() => decide('Approved')}>
            {t('fqdns.ocdi.approve')}
          </Button>
        )}
        {actions.includes('Reject') && (
          <Button disabled={review.isPending} onClick={() => decide('Rejected')}>
            {t('fqdns.ocdi.reject')}
          </Button>
        )}
      </div>
    </section>
  );
}

import { useId, useState } from 'react';
import { Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons/svg/chevron-down';
import { ChevronUpRegular } from '@fluentui/react-icons/svg/chevron-up';
import { useTranslation } from '../../lib/i18n';
import { BelowNarrowWidth } from '../../ui/breakpoints';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { TestChecks } from './TestChecks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '72ch' },
  text: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  more: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: `${tokens.spacingVerticalS} 0 0` },
  toggle: { alignSelf: 'flex-start', paddingInline: 0, minWidth: 0 },
});

/** The start page description; under 500 px only the first paragraph shows until "Show more". */
export function StartDescription() {
  const { t } = useTranslation();
  const styles = useStyles();
  const narrow = useMediaQuery(BelowNarrowWidth);
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const showAll = !narrow || expanded;
  return (
    <div className={styles.root}>
      <Body1 as="p" className={styles.text}>
        {t('start.intro')}
      </Body1>
      {showAll && (
        <div id={moreId} className={styles.more}>
          <Body1 as="p" className={styles.text}>
            {t('start.more')}
          </Body1>
          <Subtitle2 as="h2" className={styles.heading}>
            {t('start.checksTitle')}
          </Subtitle2>
          <TestChecks />
        </div>
      )}
      {narrow && (
        <Button
          className={styles.toggle}
          appearance="transparent"
          icon={expanded ? <ChevronUpRegular /> : <ChevronDownRegular />}
          iconPosition="after"
          aria-expanded={expanded}
          aria-controls={expanded ? moreId : undefined}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t('start.showLess') : t('start.showMore')}
        </Button>
      )}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { Body1, Link, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../lib/i18n';
import { splitTagged } from '../../ui/tagged';
import { Media } from '../../ui/breakpoints';
import { dataSources, displayUrl, type DataSource } from './dataSources';
import { PageTitle } from '../../ui/PageTitle';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
  intro: {
    margin: 0,
    maxWidth: '72ch',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
  list: {
    listStyle: 'none',
    margin: `${tokens.spacingVerticalS} 0 0`,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  source: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    [Media.narrow]: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}` },
  },
  heading: { margin: 0 },
  facts: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    [Media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 },
  },
  term: {
    color: tokens.colorNeutralForeground3,
    [Media.narrow]: { marginTop: tokens.spacingVerticalS },
  },
  value: { margin: 0, overflowWrap: 'anywhere' },
  links: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  /** An address moves to the next line whole; it breaks inside only when wider than the column. */
  url: { display: 'inline-block', maxWidth: '100%' },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  packages: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** A text whose <a>…</a> part is a link (the whole text when it has none). */
function Linked({ text, link }: { text: string; link: (part: string) => ReactNode }) {
  const parts = splitTagged(text, 'a');
  if (!parts) return text;
  const [before, part, after] = parts;
  return (
    <>
      {before}
      {link(part)}
      {after}
    </>
  );
}

function SourceEntry({ source }: { source: DataSource }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const headingId = useId();
  const key = (name: string) => `about.dataSources.sources.${source.id}.${name}`;
  /** A fact whose value is a list of links. */
  const linkList = (term: string, items: { key: string; link: ReactNode }[]) => (
    <>
      <dt className={styles.term}>{t(term)}</dt>
      <dd className={styles.value}>
        <ul className={styles.links}>
          {items.map((i) => (
            <li key={i.key}>{i.link}</li>
          ))}
        </ul>
      </dd>
    </>
  );
  return (
    <li>
      <section className={styles.source} aria-labelledby={headingId}>
        <Subtitle2 as="h2" id={headingId} className={styles.heading}>
          {t(key('name'))}
        </Subtitle2>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('about.dataSources.usedFor')}</dt>
          <dd className={styles.value}>{t(key('use'))}</dd>

          {linkList(
            'about.dataSources.license',
            source.licenses.map((l) => ({
              key: l.id,
              link: <Link href={l.href}>{t(`about.dataSources.licenses.${l.id}`)}</Link>,
            })),
          )}

          {linkList(
            'about.dataSources.source',
            source.origins.map((o) => ({
              key: o.href,
              link: o.nameKey ? (
                <Linked
                  text={t('about.dataSources.named', { name: t(o.nameKey), url: displayUrl(o.href) })}
                  link={(part) => (
                    <Link href={o.href} className={styles.url}>
                      {part}
                    </Link>
                  )}
                />
              ) : (
                <Link href={o.href} className={styles.url}>
                  {displayUrl(o.href)}
                </Link>
              ),
            })),
          )}

          <dt className={styles.term}>{t('about.dataSources.packages')}</dt>
          <dd className={styles.value}>
            <span className={styles.packages}>
              {source.packages.map((p) => (
                <code key={p} className={styles.code} translate="no">
                  {p}
                </code>
              ))}
            </span>
          </dd>

          {source.notice && (
            <>
              <dt className={styles.term}>{t('about.dataSources.attribution')}</dt>
              <dd className={styles.value} lang="en">
                <Linked
                  text={t(key('notice'))}
                  link={(part) => <Link href={source.notice?.href}>{part}</Link>}
                />
              </dd>
            </>
          )}
        </dl>
      </section>
    </li>
  );
}

/** The data sources page (route '/data-sources', linked from the footer): attributions and licences. */
export function DataSourcesPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <PageTitle>{t('about.dataSources.title')}</PageTitle>
      <Body1 as="p" className={styles.intro}>
        {t('about.dataSources.intro')}
      </Body1>
      <ul className={styles.list}>
        {dataSources.map((s) => (
          <SourceEntry key={s.id} source={s} />
        ))}
      </ul>
    </div>
  );
}

import { makeStyles, tokens } from '@fluentui/react-components';

/** Layout shared by the result sections. */
export const useSectionStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (max-width: 500px)': { padding: tokens.spacingHorizontalL },
  },
  heading: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  text: { margin: 0, maxWidth: '75ch' },
  muted: { color: tokens.colorNeutralForeground2, margin: 0, overflowWrap: 'anywhere' },
  ok: { color: tokens.colorPaletteGreenForeground1, flexShrink: 0 },
  bad: { color: tokens.colorPaletteRedForeground1, flexShrink: 0 },
  warn: { color: tokens.colorPaletteDarkOrangeForeground1, flexShrink: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  itemHead: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
  },
  itemName: { fontWeight: tokens.fontWeightSemibold },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
  },
  figure: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  figures: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXXL}`,
  },
  figureBox: { display: 'flex', flexDirection: 'column' },
});

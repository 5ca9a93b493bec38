import { tokens, type GriffelStyle } from '@fluentui/react-components';

/** A block of text to copy (a command, an address): monospace on a tinted ground, selected whole. */
export const codeBlock: GriffelStyle = {
  display: 'block',
  margin: 0,
  padding: tokens.spacingVerticalS,
  fontFamily: tokens.fontFamilyMonospace,
  fontSize: tokens.fontSizeBase200,
  backgroundColor: tokens.colorNeutralBackground3,
  borderRadius: tokens.borderRadiusMedium,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  userSelect: 'all',
};

import { makeStyles, tokens } from '@fluentui/react-components';

/** A heading row: the title on one side, its actions on the other, wrapping on narrow screens. */
export const useHeadStyles = makeStyles({
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
});

import { makeStyles } from '@fluentui/react-components';

/** Text for screen readers only: kept in the accessibility tree, drawn nowhere. */
export const useVisuallyHidden = makeStyles({
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

import { makeStyles } from '@fluentui/react-components';

/** Styles shared by shell components: text for assistive technology only. */
export const useA11yStyles = makeStyles({
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: '0',
  },
});

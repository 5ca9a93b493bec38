import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons/svg/open';
import { useTranslation } from '../lib/i18n';
import { NavLink } from 'react-router';
import { useA11yStyles } from '../ui/a11y';
import { prefetchPage } from './pagePrefetch';
import { NavIcon } from './NavIcon';
import type { NavItem } from './navigation';
import { LazyTooltip } from '../ui/LazyTooltip';

const useStyles = makeStyles({
  nav: {
    flexShrink: 0,
    width: '248px',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXS}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderInlineEndWidth: tokens.strokeWidthThin,
    borderInlineEndStyle: 'solid',
    borderInlineEndColor: tokens.colorNeutralStroke2,
    overflowY: 'auto',
    transitionProperty: 'width',
    transitionDuration: tokens.durationFaster,
  },
  collapsed: { width: '52px' },
  overlay: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    zIndex: 10,
    boxShadow: tokens.shadow28,
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  external: {
    marginTop: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  item: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '40px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    ':hover': {
      backgroundColor: tokens.colorNeutralBackground2Hover,
      color: tokens.colorNeutralForeground2Hover,
    },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      backgroundColor: tokens.colorNeutralBackground2Selected,
      color: tokens.colorNeutralForeground1,
      fontWeight: tokens.fontWeightSemibold,
    },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlock: '10px',
      width: '3px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorCompoundBrandStroke,
    },
  },
  itemCollapsed: { justifyContent: 'center', padding: `${tokens.spacingVerticalXS} 0` },
  icon: { fontSize: '20px', flexShrink: 0 },
  label: { flexGrow: 1, minWidth: 0 },
  openIcon: { fontSize: '14px', flexShrink: 0, color: tokens.colorNeutralForeground3 },
});

interface NavPaneProps {
  id: string;
  items: NavItem[];
  collapsed: boolean;
  /** Expanded over the content on narrow windows: following a link closes it. */
  overlay: boolean;
  onDismiss: () => void;
}

/** The main navigation landmark: labelled items when expanded, icons with tooltips when collapsed. */
export function NavPane({ id, items, collapsed, overlay, onDismiss }: NavPaneProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const a11y = useA11yStyles();
  const entry = (item: NavItem) => {
    const label = t(item.labelKey);
    const newTab = item.kind === 'external' ? t('app.opensInNewTab') : '';
    const className = mergeClasses(styles.item, collapsed && styles.itemCollapsed);
    const content = (
      <>
        <NavIcon id={item.id} className={styles.icon} />
        {!collapsed && <span className={styles.label}>{label}</span>}
        {!collapsed && newTab && <OpenRegular className={styles.openIcon} aria-hidden />}
        {!collapsed && newTab && <span className={a11y.visuallyHidden}>{newTab}</span>}
      </>
    );
    const link =
      item.kind === 'internal' ? (
        <NavLink
          to={item.path}
          end={item.path === '/'}
          className={className}
          onClick={overlay ? onDismiss : undefined}
          // The page's chunk starts loading as the pointer or the focus reaches its link.
          onPointerEnter={() => prefetchPage(item.path)}
          onFocus={() => prefetchPage(item.path)}
        >
          {content}
        </NavLink>
      ) : (
        <a href={item.href} target="_blank" rel="noopener noreferrer" className={className}>
          {content}
        </a>
      );
    const tip = newTab ? `${label} ${newTab}` : label;
    return (
      <li key={item.id}>
        {collapsed ? (
          <LazyTooltip content={tip} positioning="after" withArrow>
            {link}
          </LazyTooltip>
        ) : (
          link
        )}
      </li>
    );
  };
  const internal = items.filter((i) => i.kind === 'internal');
  const external = items.filter((i) => i.kind === 'external');
  return (
    <nav
      id={id}
      aria-label={t('nav.label')}
      className={mergeClasses(styles.nav, collapsed && styles.collapsed, overlay && styles.overlay)}
    >
      <ul className={styles.list}>{internal.map(entry)}</ul>
      {external.length > 0 && (
        <ul className={mergeClasses(styles.list, styles.external)}>{external.map(entry)}</ul>
      )}
    </nav>
  );
}

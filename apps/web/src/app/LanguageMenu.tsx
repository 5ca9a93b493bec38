import {
  Menu,
  MenuButton,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  type MenuProps,
} from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { LanguageNames, LanguageSchema, Languages } from '@netlens/core';
import { useTranslation, currentLanguage, setLanguage } from '../lib/i18n';
import { Media } from '../ui/breakpoints';

const useStyles = makeStyles({
  label: { [Media.narrow]: { display: 'none' } },
});

/** Header menu button listing the UI languages by their native names (loaded by LanguagePicker). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const styles = useStyles();
  const lang = currentLanguage();
  const onChange: MenuProps['onCheckedValueChange'] = (_, { checkedItems }) => {
    const picked = LanguageSchema.safeParse(checkedItems[0]);
    if (picked.success) void setLanguage(picked.data);
  };
  return (
    <Menu checkedValues={{ language: [lang] }} onCheckedValueChange={onChange} positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          appearance="subtle"
          icon={<LocalLanguageRegular />}
          aria-label={t('header.language', { language: LanguageNames[lang] })}
          title={t('header.languageMenu')}
        >
          <span className={styles.label} lang={lang}>
            {LanguageNames[lang]}
          </span>
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={t('header.languageMenu')}>
          {Languages.map((l) => (
            <MenuItemRadio key={l} name="language" value={l} lang={l}>
              {LanguageNames[l]}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

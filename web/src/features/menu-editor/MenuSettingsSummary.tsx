import { MENU_TYPE_CONTENTS, MENU_TYPE_SUBMENUS } from '@carta/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { menuTitle } from '../../app/menuTree.ts';
import { useMenuEditorStore } from './store.ts';

/** One line saying what the closed settings card holds: type, name, alias, temporary, private. */
export const MenuSettingsSummary = ({ id }: { readonly id: string }) => {
  const { t, i18n } = useTranslation();
  const menu = useMenuEditorStore((state) => state.menu);
  if (!menu) return null;
  const type =
    menu.Type === MENU_TYPE_SUBMENUS
      ? t('menus.type.submenus')
      : menu.Type === MENU_TYPE_CONTENTS
        ? t('menus.type.contents')
        : t('menus.type.none');
  const parts = [
    `${t('menus.type.label')} ${type}`,
    menuTitle({ Name: menu.Name ?? {} }, i18n.language, t('menus.untitled')),
    menu.Alias ? `${t('menus.fields.alias')}: ${menu.Alias}` : null,
    menu.IsTemp ? t('menus.settings.temporary') : null,
    menu.Private ? t('menus.settings.private') : null,
  ].filter(Boolean);
  return (
    <Typography id={id} variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
      {parts.join(' · ')}
    </Typography>
  );
};

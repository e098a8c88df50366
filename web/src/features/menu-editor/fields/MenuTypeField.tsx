import { MENU_TYPE_CONTENTS, MENU_TYPE_SUBMENUS } from '@carta/domain';
import Category from '@mui/icons-material/Category';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMenuEditorStore } from '../store.ts';

/** What the menu holds (behaviour.md#data Type); an undecided menu offers the type sheet (behaviour.md#menu-editor). */
export const MenuTypeField = () => {
  const { t } = useTranslation();
  const type = useMenuEditorStore((state) => state.menu?.Type ?? null);
  const openTypeSheet = useMenuEditorStore((state) => state.openTypeSheet);
  const label =
    type === MENU_TYPE_SUBMENUS
      ? t('menus.type.submenus')
      : type === MENU_TYPE_CONTENTS
        ? t('menus.type.contents')
        : t('menus.type.none');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {t('menus.type.label')}
      </Typography>
      <Chip label={label} size="small" color={type === null ? 'warning' : 'default'} />
      {type === null && (
        <Button size="small" variant="contained" startIcon={<Category />} onClick={openTypeSheet}>
          {t('menus.typePicker.open')}
        </Button>
      )}
    </Stack>
  );
};

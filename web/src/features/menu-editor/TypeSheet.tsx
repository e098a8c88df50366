import { offeredTypes } from '@carta/domain';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { scrollToBlock } from './scrollToBlock.ts';
import { useMenuEditorStore } from './store.ts';
import { menuSheetGrouping, TypeGrid } from './TypeGrid.tsx';
import { useEditorContext } from './useEditorContext.ts';

/** behaviour.md#menu-editor: 420px high. */
const SHEET_HEIGHT = 420;

/** The menu-type bottom sheet (behaviour.md#menu-editor): the types this menu may take, by search or by grid. */
export const TypeSheet = () => {
  const { t } = useTranslation();
  const titleId = useId();
  const { enterprise } = useSession();
  const { commonMode, isSubmenu } = useEditorContext();
  const open = useMenuEditorStore((state) => state.typeSheetOpen);
  const typeSet = useMenuEditorStore((state) => state.menu?.Type != null);
  const chooseType = useMenuEditorStore((state) => state.chooseType);
  const close = useMenuEditorStore((state) => state.closeTypeSheet);
  const types = offeredTypes({
    permission: enterprise.Permission,
    commonMode,
    typeAlreadySet: typeSet,
    isSubmenu,
  });

  const pick = (typeId: number) => {
    const key = chooseType(typeId, {
      languages: enterprise.Languages,
      bgColor: enterprise.BGColor,
    });
    // The new block is where the user looks next.
    if (key) scrollToBlock(key);
  };

  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          sx: { height: SHEET_HEIGHT, borderTopLeftRadius: 12, borderTopRightRadius: 12 },
          role: 'dialog',
          'aria-labelledby': titleId,
        },
      }}
    >
      <Stack sx={{ height: '100%', maxWidth: 1100, width: '100%', mx: 'auto' }}>
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('menus.typePicker.title')}
          </Typography>
          <IconButton aria-label={t('common.close')} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ flex: 1, overflowY: 'auto', px: 2, pb: 2 }}>
          <TypeGrid
            types={types}
            grouping={menuSheetGrouping}
            onPick={pick}
            label={t('menus.typePicker.title')}
          />
        </Box>
      </Stack>
    </Drawer>
  );
};

import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stickyBelowAppBar } from '../../app/layout.ts';
import { menuTitle } from '../../app/menuTree.ts';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { useEnterpriseContentLanguage } from '../../widgets/TranslatableField/useEnterpriseContentLanguage.ts';
import { AttentionNotice } from './AttentionNotice.tsx';
import { ContentLanguageSelect } from './ContentLanguageSelect.tsx';
import { HistoryButton } from './history/HistoryButton.tsx';
import { MoreActionsMenu } from './MoreActionsMenu.tsx';
import { PreviewButton } from './preview/PreviewButton.tsx';
import { useSaveMenu } from './saveFlow.ts';
import { useMenuEditorStore } from './store.ts';
import { useDeleteMenu } from './useDeleteMenu.ts';

type EditorToolbarProps = {
  readonly onDiscard: () => void;
  /** Delete is not offered for a new menu (behaviour.md#menu-editor). */
  readonly canDelete: boolean;
};

/** The menu's title and its Delete / Cancel / Save buttons, kept in view while the list scrolls. */
export const EditorToolbar = ({ onDiscard, canDelete }: EditorToolbarProps) => {
  const { t } = useTranslation();
  const contentLanguage = useEnterpriseContentLanguage();
  const name = useMenuEditorStore((state) => state.menu?.Name);
  const modified = useMenuEditorStore((state) => state.modified);
  const saving = useMenuEditorStore((state) => state.saving);
  const save = useSaveMenu();
  const deleteMenu = useDeleteMenu();
  const [confirm, setConfirm] = useState<'discard' | 'delete' | null>(null);
  // On a phone the band stays one short row: Preview and History go into a ⋮ menu.
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));

  const cancel = () => {
    if (modified) setConfirm('discard');
    else onDiscard();
  };

  return (
    // The band above the card hides the blocks scrolling under it.
    <Box
      sx={(theme) => ({
        ...stickyBelowAppBar(theme),
        zIndex: 3,
        pt: 1,
        mt: -1,
        bgcolor: 'background.default',
      })}
    >
      {/* A phone: a smaller title and text-only buttons keep the band to one short row. */}
      <Paper
        sx={{
          px: { xs: 1.5, sm: 2 },
          py: { xs: 0.75, sm: 1.5 },
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
          '& .MuiButton-root': {
            minWidth: { xs: 0 },
            px: 1,
            fontSize: { xs: '0.8125rem', sm: '0.875rem' },
          },
        }}
      >
        <Stack
          direction="row"
          spacing={{ xs: 0.5, sm: 1.5 }}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography
            variant="h5"
            component="h1"
            noWrap
            sx={{ flexGrow: 1, minWidth: 0, fontSize: { xs: '1.125rem', sm: '1.5rem' } }}
          >
            {menuTitle({ Name: name ?? {} }, contentLanguage, t('menus.untitled'))}
          </Typography>
          <ContentLanguageSelect />
          {modified && <Chip label={t('menus.unsavedChanges')} color="warning" size="small" />}
          <AttentionNotice />
          {canDelete && (
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => setConfirm('delete')}
              disabled={saving}
            >
              {t('common.delete')}
            </Button>
          )}
          {phone ? (
            <MoreActionsMenu disabled={saving} />
          ) : (
            <>
              <PreviewButton disabled={saving} />
              <HistoryButton disabled={saving} />
            </>
          )}
          <Button onClick={cancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={() => void save()}
            disabled={saving}
          >
            {t('common.save')}
          </Button>
        </Stack>
      </Paper>
      <ConfirmDialog
        open={confirm === 'discard'}
        title={t('menus.discard.title')}
        message={t('menus.discard.message')}
        confirmLabel={t('menus.discard.confirm')}
        destructive
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          onDiscard();
        }}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t('confirmDelete.title')}
        message={t('menus.deleteMessage')}
        confirmLabel={t('common.delete')}
        destructive
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          void deleteMenu();
        }}
      />
    </Box>
  );
};

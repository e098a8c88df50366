import Groups from '@mui/icons-material/Groups';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import { ContentList } from './ContentList.tsx';
import { EditorInputs } from './displayMode.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import { LazyAddContentDialog, LazyBlockDialogs, LazyTypeSheet } from './lazyParts.ts';
import { MenuActionsBar } from './MenuActionsBar.tsx';
import { MenuFieldsCard } from './MenuFieldsCard.tsx';
import { SaveFailureAlert } from './SaveFailureAlert.tsx';
import { SavingDialog } from './SavingDialog.tsx';
import { SubmenusCard } from './SubmenusCard.tsx';
import { useMenuEditorStore } from './store.ts';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';
import { useEditorContext } from './useEditorContext.ts';

/** The menu editor (behaviour.md#menu-editor): its fields, its submenus or its blocks, and the dialogs they open. */
export const MenuEditorView = ({ onDiscard }: { readonly onDiscard: () => void }) => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const languages = enterprise.Languages;
  const show = useEditorContext();
  // The dialogs are downloaded the first time they open, not with the editor.
  const typeSheetOpen = useMenuEditorStore((state) => state.typeSheetOpen);
  const addContentOpen = useMenuEditorStore((state) => state.addContentAt !== null);
  const blockDialogOpen = useMenuEditorStore((state) => state.blockDialog !== null);
  // Which menu the draft holds: after a route change the previous menu stays on screen until the
  // new one has loaded, and a click on it would be lost (end-to-end tests wait on this).
  const menuId = useMenuEditorStore((state) => state.menu?.ID);
  // 'Submenú' is written in the content language being edited, where the user sees it.
  const contentLanguage = useContentLanguage(languages);
  const addSubmenu = () => useMenuEditorStore.getState().addSubmenu(contentLanguage, languages);

  return (
    <EditorInputs>
      <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto' }}>
        <EditorToolbar onDiscard={onDiscard} canDelete={show.deleteButton} />
        <SaveFailureAlert />
        {/* A common menu looks like the hotel's own: say that it reaches other enterprises. */}
        {show.commonMode && (
          <Alert severity="info" role="note" icon={<Groups />} sx={{ py: 0 }}>
            {t('menus.commonNotice')}
          </Alert>
        )}
        <MenuFieldsCard languages={languages} />
        <Stack
          component="section"
          spacing={2}
          aria-labelledby="menu-contents-heading"
          data-menu-id={menuId}
        >
          <MenuActionsBar
            show={show}
            heading={show.submenusCard ? t('contentTypes.submenus') : t('menus.contents')}
            onAddSubmenu={addSubmenu}
          />
          {show.submenusCard && <SubmenusCard />}
          {show.contentList && (
            <ContentList
              languages={languages}
              canReorder={show.canReorder}
              canInsert={show.actionsEnabled}
            />
          )}
        </Stack>
        <Suspense fallback={null}>
          {typeSheetOpen && <LazyTypeSheet />}
          {addContentOpen && <LazyAddContentDialog />}
          {blockDialogOpen && <LazyBlockDialogs />}
        </Suspense>
        <SavingDialog />
        <UnsavedChangesGuard />
      </Stack>
    </EditorInputs>
  );
};

import { type Content, offeredTypes } from '@carta/domain';
import { blockIssues } from '@carta/domain/draft-issues';
import { createBlock } from '@carta/domain/menu-editing';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { BlockBody } from '../../blocks/BlockBody.tsx';
import { typeDisplay } from '../../blocks/typeInfo.ts';
import type { ContentPatch } from '../../blocks/types.ts';
import { ContentAvailabilityEditor } from '../../widgets/AvailabilityEditor/variants.tsx';
import { FieldValidityContext } from '../../widgets/FieldValidity/fieldValidity.ts';
import { focusField } from './revealField.ts';
import { useSaveMenu } from './saveFlow.ts';
import { scrollToBlock } from './scrollToBlock.ts';
import { useMenuEditorStore } from './store.ts';
import { contentGrouping, TypeGrid } from './TypeGrid.tsx';
import { useEditorContext } from './useEditorContext.ts';
import { useLocalValidity } from './useLocalValidity.ts';

/**
 * behaviour.md#menu-editor: the type grid, then that type's form and its availability; Save inserts the block at the
 * position (shifting the others), saves the whole menu and reloads its contents.
 */
export const AddContentDialog = () => {
  const position = useMenuEditorStore((state) => state.addContentAt);
  // A fresh body per opening: no block half-made in a previous one comes back.
  return position === null ? null : <AddContentBody position={position} />;
};

const AddContentBody = ({ position }: { readonly position: number }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const { enterprise } = useSession();
  const { commonMode } = useEditorContext();
  const menuId = useMenuEditorStore((state) => state.menu?.ID ?? 'new');
  const close = useMenuEditorStore((state) => state.closeAddContent);
  const insertBlock = useMenuEditorStore((state) => state.insertBlock);
  const save = useSaveMenu();
  const validity = useLocalValidity();
  const [block, setBlock] = useState<Content | null>(null);
  const onChange = useCallback(
    (patch: ContentPatch) => setBlock((current) => current && { ...current, ...patch }),
    [],
  );
  const types = offeredTypes({
    permission: enterprise.Permission,
    commonMode,
    forAddContent: true,
  });
  const display = block ? typeDisplay(block.Type) : undefined;

  const pick = (typeId: number) =>
    setBlock(
      createBlock(typeId, menuId, position, {
        languages: enterprise.Languages,
        bgColor: enterprise.BGColor,
      }),
    );
  const submit = async () => {
    if (!block) return;
    // A block with a field still invalid is not added: the dialog keeps it and shows the field.
    let invalid = validity.firstInvalid();
    // Its editor may still be arriving (lazy): a field the domain already knows to be missing is
    // waited for, so that it gets the cursor instead of the block slipping through.
    for (let frame = 0; !invalid && blockIssues(block).length > 0 && frame < 180; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      invalid = validity.firstInvalid();
    }
    if (invalid || blockIssues(block).length > 0) {
      if (invalid) focusField(invalid);
      return;
    }
    scrollToBlock(insertBlock(block, position));
    close();
    void save();
  };

  return (
    <Dialog
      open
      maxWidth={false}
      fullWidth
      onClose={(_event, reason) => reason !== 'backdropClick' && close()}
      // Focus goes to the inserted block (scrollToBlock), not back to the button that opened this.
      disableRestoreFocus
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxWidth: 600 } } }}
    >
      <DialogTitle id={titleId}>
        {display
          ? t('menus.addContentDialog.titleType', { type: t(display.nameKey) })
          : t('menus.addContentDialog.title')}
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 320 }}>
        {block ? (
          <FieldValidityContext value={validity.scope}>
            <Stack spacing={2}>
              <BlockBody content={block} languages={enterprise.Languages} onChange={onChange} />
              <Divider />
              <Typography variant="subtitle2" component="h3">
                {t('contents.availability')}
              </Typography>
              <ContentAvailabilityEditor
                content={block}
                onChange={setBlock}
                timeZone={enterprise.TimeZone}
              />
            </Stack>
          </FieldValidityContext>
        ) : (
          <TypeGrid
            types={types}
            grouping={contentGrouping}
            onPick={pick}
            label={t('menus.selectContentType')}
          />
        )}
      </DialogContent>
      <DialogActions>
        {block && (
          <Button startIcon={<ArrowBack />} onClick={() => setBlock(null)} sx={{ mr: 'auto' }}>
            {t('menus.addContentDialog.changeType')}
          </Button>
        )}
        <Button onClick={close}>{t('common.close')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!block}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

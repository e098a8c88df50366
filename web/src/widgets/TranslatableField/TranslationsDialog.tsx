import type { Translatable } from '@carta/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs, { tabsClasses } from '@mui/material/Tabs';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageEditor } from './LanguageEditor.tsx';
import { languageName, textIn } from './languages.ts';
import type { TranslatableMode, UploadPdfFn } from './types.ts';

export type TranslationsDialogProps = {
  readonly label: string;
  readonly value: Translatable | null | undefined;
  readonly onEdit: (language: string, text: string) => void;
  /** In tab order: the translation source first when machine translation is active. */
  readonly languages: readonly string[];
  /** The translation source, marked on its tab; null when machine translation is off. */
  readonly sourceLanguage: string | null;
  readonly initialLanguage: string;
  readonly mode: TranslatableMode;
  readonly onUploadFile?: UploadPdfFn;
  /** The translate button, when machine translation is active. */
  readonly actions?: ReactNode;
  /** The field's notices (edited original, failed translation), repeated where the user looks. */
  readonly notices?: ReactNode;
  readonly onClose: () => void;
};

const WRAPPING_TABS = {
  mb: 2,
  borderBottom: 1,
  borderColor: 'divider',
  [`& .${tabsClasses.list}`]: { flexWrap: 'wrap' },
  // The sliding indicator cannot follow a tab onto a second row: the selected tab marks itself.
  [`& .${tabsClasses.indicator}`]: { display: 'none' },
  '& .MuiTab-root': { minWidth: 0, px: 1.5, borderBottom: 2, borderColor: 'transparent' },
  '& .MuiTab-root.Mui-selected': { borderColor: 'primary.main' },
} as const;

/** One tab per enterprise language (behaviour.md#widgets, width 500); every edit reaches the owner at once. */
export const TranslationsDialog = ({
  label,
  value,
  onEdit,
  languages,
  sourceLanguage,
  initialLanguage,
  mode,
  onUploadFile,
  actions,
  notices,
  onClose,
}: TranslationsDialogProps) => {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState(initialLanguage);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const tabId = (code: string) => `${baseId}-tab-${code}`;
  const panelId = `${baseId}-panel`;
  const name = (code: string) => languageName(code, i18n.language);

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
    >
      <DialogTitle id={titleId}>{t('translatable.translations', { label })}</DialogTitle>
      <DialogContent>
        <Tabs
          value={language}
          onChange={(_, next: string) => setLanguage(next)}
          // Every language in sight: tabs wrap onto a second row instead of hiding behind an arrow.
          sx={WRAPPING_TABS}
        >
          {languages.map((code) => (
            <Tab
              key={code}
              value={code}
              label={
                code === sourceLanguage
                  ? t('widgets.TranslatableField.sourceTab', { language: name(code) })
                  : name(code)
              }
              id={tabId(code)}
              aria-controls={panelId}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId} aria-labelledby={tabId(language)} sx={{ pt: 1 }}>
          <LanguageEditor
            // One Quill for every tab (it takes the new language's value); other modes remount
            // so that the new language's field takes the focus.
            key={mode === 'richText' ? 'rich' : language}
            mode={mode}
            label={name(language)}
            language={language}
            text={textIn(value, language)}
            onText={(text) => onEdit(language, text)}
            autoFocus
            minRows={4}
            onUploadFile={onUploadFile}
          />
          {notices}
        </Box>
      </DialogContent>
      <DialogActions>
        {actions}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

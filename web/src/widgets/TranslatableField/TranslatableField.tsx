import type { Translatable } from '@carta/domain';
import Box from '@mui/material/Box';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldActions, type TranslateAction } from './FieldActions.tsx';
import { FieldNotices } from './FieldNotices.tsx';
import { LanguageEditor } from './LanguageEditor.tsx';
import {
  contentLanguages,
  editLanguage,
  languageName,
  tabOrder,
  textIn,
  translationSource,
} from './languages.ts';
import { TranslationsDialog } from './TranslationsDialog.tsx';
import type { FieldVariant, TranslatableMode, TranslateFn, UploadPdfFn } from './types.ts';
import { useTranslatableEditing } from './useTranslatableEditing.ts';

export type { TranslatableMode, TranslateFn, UploadPdfFn } from './types.ts';

export type TranslatableFieldProps = {
  readonly label: string;
  readonly value: Translatable | null | undefined;
  readonly onChange: (value: Translatable) => void;
  /** The enterprise's content languages: they decide which keys the value holds. */
  readonly languages: readonly string[];
  /** The language edited inline; defaults to the UI language. */
  readonly locale?: string;
  readonly mode?: TranslatableMode;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly variant?: FieldVariant;
  /** Machine translation; when absent the translate button is hidden (§2.8). Not for PDFs. */
  readonly onTranslate?: TranslateFn;
  /** File mode: sends a language's PDF and answers its URL. */
  readonly onUploadFile?: UploadPdfFn;
};

/**
 * A controlled editor for a value kept in several languages: the inline field edits one language,
 * the translations dialog every other. It holds no data of its own beyond the dialog being open,
 * a translation or upload under way, and the edited-original marker.
 */
export const TranslatableField = memo(function TranslatableField({
  label,
  value,
  onChange,
  languages,
  locale,
  mode = 'text',
  disabled = false,
  required = false,
  variant,
  onTranslate,
  onUploadFile,
}: TranslatableFieldProps) {
  const { t, i18n } = useTranslation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const id = useId();
  const available = contentLanguages(languages);
  const language = editLanguage(available, locale ?? i18n.language);
  const source = translationSource(available);
  // A PDF's URL is no text to translate.
  const translator = mode === 'file' ? undefined : onTranslate;
  const editing = useTranslatableEditing({
    value,
    onChange,
    languages: available,
    source,
    html: mode === 'richText',
    onTranslate: translator,
    trackSource: mode !== 'file',
  });

  const translate: TranslateAction | undefined = editing.translate && {
    running: editing.translating,
    blockedReason: editing.sourceBlank
      ? t('widgets.TranslatableField.translateNeedsSource', {
          language: languageName(source, i18n.language),
        })
      : null,
    onTranslate: () => void editing.translate?.(),
  };
  const openTranslations = available.length > 1 ? () => setDialogOpen(true) : undefined;
  const notices = (
    <FieldNotices sourceEdited={editing.sourceEdited} translateError={editing.translateError} />
  );

  return (
    <Box>
      <LanguageEditor
        mode={mode}
        id={id}
        label={label}
        language={language}
        text={textIn(value, language)}
        onText={(text) => editing.edit(language, text)}
        disabled={disabled}
        required={required}
        variant={variant}
        onUploadFile={onUploadFile}
        actions={
          translate || openTranslations ? (
            <FieldActions
              onOpenTranslations={openTranslations}
              translate={translate}
              disabled={disabled}
            />
          ) : undefined
        }
      />
      {!dialogOpen && notices}
      {dialogOpen && (
        <TranslationsDialog
          label={label}
          value={value}
          onEdit={editing.edit}
          languages={tabOrder(available, translator ? source : null)}
          sourceLanguage={translator ? source : null}
          initialLanguage={language}
          mode={mode}
          onUploadFile={onUploadFile}
          actions={translate && <FieldActions translate={translate} disabled={disabled} />}
          notices={notices}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </Box>
  );
});

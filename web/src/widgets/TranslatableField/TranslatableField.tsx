import {
  defaultContentLanguage,
  fallbackText,
  languageStates,
  type Translatable,
} from '@carta/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from './contentLanguage.tsx';
import { FallbackNote } from './FallbackNote.tsx';
import { FieldActions, type TranslateAction } from './FieldActions.tsx';
import { FieldNotices } from './FieldNotices.tsx';
import { LanguageEditor } from './LanguageEditor.tsx';
import { LanguageStates } from './LanguageStates.tsx';
import {
  contentLanguages,
  languageName,
  tabOrder,
  textIn,
  translationSource,
} from './languages.ts';
import { plainText } from './plainText.ts';
import { TranslateConfirmDialog } from './TranslateConfirmDialog.tsx';
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
  /**
   * The content language edited inline; defaults to the one chosen in the nearest
   * ContentLanguageProvider, else the enterprise's first language. Never the UI language.
   */
  readonly locale?: string;
  readonly mode?: TranslatableMode;
  readonly disabled?: boolean;
  readonly required?: boolean;
  /** What is wrong with the value (a required field left empty): the text field turns red and says so. */
  readonly error?: string | null;
  readonly variant?: FieldVariant;
  /** Machine translation; when absent the translate button is hidden (behaviour.md#widgets). Not for PDFs. */
  readonly onTranslate?: TranslateFn;
  /** File mode: sends a language's PDF and answers its URL. */
  readonly onUploadFile?: UploadPdfFn;
};

/**
 * A controlled editor for a value kept in several languages: the inline field edits the content
 * language being edited, showing the default language's text greyed where it has none (what the
 * guest reads), and the translations dialog every language. It holds no data of its own beyond
 * the dialogs being open, a translation or upload under way, and which translations are stale.
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
  error = null,
  variant,
  onTranslate,
  onUploadFile,
}: TranslatableFieldProps) {
  const { t, i18n } = useTranslation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const id = useId();
  const available = contentLanguages(languages);
  const chosen = useContentLanguage(available);
  const language = locale && available.includes(locale) ? locale : chosen;
  const defaultLanguage = defaultContentLanguage(available);
  const fallback = fallbackText(value, language, defaultLanguage);
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
  const sourceName = languageName(source, i18n.language);

  const translate: TranslateAction | undefined = editing.translate && {
    running: editing.translating !== null,
    blockedReason: editing.sourceBlank
      ? t('widgets.TranslatableField.translateNeedsSource', { language: sourceName })
      : null,
    hint: t('widgets.TranslatableField.translateHint', { language: sourceName }),
    onTranslate: () => void editing.translate?.(),
  };
  const openTranslations = available.length > 1 ? () => setDialogOpen(true) : undefined;
  const notices = (
    <FieldNotices
      sourceEdited={editing.stale.length > 0}
      translating={editing.translating}
      translated={editing.translated}
      translateError={editing.translateError}
    />
  );
  const states = languageStates(value, available, editing.stale);
  const anyText = Object.values(states).some((state) => state !== 'empty');

  return (
    <Box>
      <LanguageEditor
        mode={mode}
        id={id}
        label={label}
        language={language}
        text={textIn(value, language)}
        onText={(text) => editing.edit(language, text)}
        placeholder={fallback !== null && mode !== 'file' ? plainText(fallback) : undefined}
        disabled={disabled}
        required={required}
        error={error}
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
      {(fallback !== null || (available.length > 1 && anyText)) && (
        // On a phone the states go under the note rather than squeezing into a column.
        <Stack
          direction="row"
          sx={{ mt: 0.5, columnGap: 1, rowGap: 0.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          {fallback !== null && (
            <Box sx={{ flex: '1 1 240px' }}>
              <FallbackNote language={defaultLanguage} edited={language} mode={mode} />
            </Box>
          )}
          {available.length > 1 && anyText && (
            <Box sx={{ flex: '0 0 auto', ml: 'auto' }}>
              <LanguageStates states={states} />
            </Box>
          )}
        </Stack>
      )}
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
      {editing.pending && (
        <TranslateConfirmDialog pending={editing.pending} onAnswer={editing.answerPending} />
      )}
    </Box>
  );
});

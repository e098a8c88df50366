import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { PdfField } from './PdfField.tsx';
import { RichTextField } from './RichTextField.tsx';
import type { FieldVariant, TranslatableMode, UploadPdfFn } from './types.ts';

export type LanguageEditorProps = {
  readonly mode: TranslatableMode;
  readonly id?: string;
  readonly label: string;
  readonly language: string;
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly variant?: FieldVariant;
  readonly actions?: ReactNode;
  readonly autoFocus?: boolean;
  readonly minRows?: number;
  readonly onUploadFile?: UploadPdfFn;
  /** Greyed text shown while this language is empty: the fallback the guest reads instead. */
  readonly placeholder?: string;
  /** What is wrong with the value (a required field left empty), shown in red under a text field. */
  readonly error?: string | null;
};

const FALLBACK_SX = {
  '& input::placeholder, & textarea::placeholder': { fontStyle: 'italic', opacity: 0.75 },
} as const;

/**
 * An empty field's label, inside it, ends (with an ellipsis) before the field's icon buttons
 * instead of running under them (a long label on a phone); raised, it is above them and whole.
 */
const EMPTY_LABEL = '.MuiInputLabel-root:not(.MuiInputLabel-shrink)';
const LABEL_BEFORE_ACTIONS_SX = {
  [`& ${EMPTY_LABEL}`]: { maxWidth: 'calc(100% - 80px)' },
  // Two buttons (translate, and the translations).
  [`&:has(.MuiInputAdornment-positionEnd > * + *) ${EMPTY_LABEL}`]: {
    maxWidth: 'calc(100% - 120px)',
  },
} as const;

/** The editor of one language, in the field's mode: the inline field and each dialog tab use it. */
export const LanguageEditor = ({
  mode,
  id,
  label,
  language,
  text,
  onText,
  disabled = false,
  required = false,
  variant,
  actions,
  autoFocus = false,
  minRows = 3,
  onUploadFile,
  placeholder,
  error = null,
}: LanguageEditorProps) => {
  if (mode === 'richText') {
    return (
      <RichTextField
        label={label}
        value={text}
        onChange={onText}
        lang={language}
        placeholder={placeholder}
        disabled={disabled}
        required={required}
        actions={actions}
      />
    );
  }
  if (mode === 'file') {
    return (
      <PdfField
        id={id}
        label={label}
        language={language}
        url={text}
        onUrl={onText}
        onUpload={
          onUploadFile && ((file, onProgress) => onUploadFile(file, { language, onProgress }))
        }
        disabled={disabled}
        required={required}
        variant={variant}
        actions={actions}
      />
    );
  }
  const multiline = mode === 'textArea';
  return (
    <TextField
      id={id}
      label={label}
      value={text}
      onChange={(event) => onText(event.target.value)}
      disabled={disabled}
      required={required}
      error={error !== null}
      helperText={error}
      variant={variant}
      multiline={multiline}
      minRows={multiline ? minRows : undefined}
      fullWidth
      autoFocus={autoFocus}
      placeholder={placeholder}
      sx={[placeholder ? FALLBACK_SX : false, actions ? LABEL_BEFORE_ACTIONS_SX : false]}
      slotProps={{
        // A placeholder shows only under a raised label.
        inputLabel: placeholder ? { shrink: true } : {},
        htmlInput: { lang: language },
        input: actions
          ? { endAdornment: <InputAdornment position="end">{actions}</InputAdornment> }
          : {},
      }}
    />
  );
};

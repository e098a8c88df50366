import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UploadErrorKey, uploadErrorKey } from './errors.ts';
import { isPdfFile, PDF_ACCEPT } from './pdf.ts';
import type { FieldVariant } from './types.ts';

export type PdfFieldProps = {
  readonly id?: string;
  readonly label: string;
  readonly language: string;
  readonly url: string;
  readonly onUrl: (url: string) => void;
  /** Sends the file and answers its URL; without it the paperclip is disabled. */
  readonly onUpload?: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly variant?: FieldVariant;
  readonly actions?: ReactNode;
};

/**
 * One language's PDF (behaviour.md#widgets file mode): the URL, read-only, and a paperclip opening the file
 * chooser. behaviour.md#validation: only .pdf files are sent, and only a successful upload changes the value.
 */
export const PdfField = ({
  id,
  label,
  language,
  url,
  onUrl,
  onUpload,
  disabled = false,
  required = false,
  variant,
  actions,
}: PdfFieldProps) => {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<'notPdf' | UploadErrorKey | null>(null);
  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);

  const choose = async (file: File) => {
    setError(null);
    if (!isPdfFile(file)) {
      setError('notPdf');
      return;
    }
    if (!onUpload) return;
    setProgress(0);
    try {
      onUrl(await onUpload(file, setProgress));
    } catch (failure) {
      setError(uploadErrorKey(failure));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box>
      <TextField
        id={id}
        label={label}
        value={url}
        placeholder={t('widgets.TranslatableField.noPdf')}
        required={required}
        disabled={disabled}
        variant={variant}
        error={error !== null}
        helperText={error ? t(`widgets.TranslatableField.${error}`) : undefined}
        fullWidth
        slotProps={{
          inputLabel: { shrink: true },
          formHelperText: { role: 'alert' },
          htmlInput: { readOnly: true, lang: language },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={t('widgets.TranslatableField.attachPdf')}>
                  <span>
                    <IconButton
                      aria-label={t('widgets.TranslatableField.attachPdf')}
                      onClick={() => inputRef.current?.click()}
                      disabled={disabled || uploading || !onUpload}
                    >
                      <AttachFileIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                {actions}
              </InputAdornment>
            ),
          },
        }}
      />
      <input
        ref={inputRef}
        type="file"
        accept={PDF_ACCEPT}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again is a change too.
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
      {uploading && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('widgets.TranslatableField.uploading', { percent })}
            sx={{ flex: 1 }}
          />
          <Typography variant="caption" role="status">
            {t('widgets.TranslatableField.uploading', { percent })}
          </Typography>
        </Stack>
      )}
    </Box>
  );
};

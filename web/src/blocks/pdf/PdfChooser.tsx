import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../api/uploads.ts';
import { useSession } from '../../app/session.tsx';
import { isPdfFile, PDF_ACCEPT, type PdfErrorKey, uploadErrorKey } from './pdfFile.ts';

type PdfChooserProps = {
  /** Whether a file is already set: the button then reads 'replace'. */
  readonly hasFile: boolean;
  readonly onUploaded: (url: string) => void;
};

/**
 * The file chooser of a new PDF block: only .pdf files are sent (behaviour.md#validation), the upload shows its progress
 * and the URL the server answers becomes the block's (only a 200 counts, uploadFile sees to it).
 */
export const PdfChooser = ({ hasFile, onUploaded }: PdfChooserProps) => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<PdfErrorKey | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const percent = Math.round((progress ?? 0) * 100);

  // A card deleted or a menu left mid-upload: stop sending, and set nothing afterwards.
  useEffect(() => () => abortRef.current?.abort(), []);

  const choose = async (file: File) => {
    setError(null);
    if (!isPdfFile(file)) {
      setError('notPdf');
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const url = await uploadFile('pdf', file, {
        enterpriseId: enterprise.ID,
        onProgress: setProgress,
        signal: controller.signal,
      });
      if (!controller.signal.aborted) onUploaded(url);
    } catch (failure) {
      if (!controller.signal.aborted) setError(uploadErrorKey(failure));
    } finally {
      if (!controller.signal.aborted) setProgress(null);
    }
  };

  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={progress !== null}
        onClick={() => inputRef.current?.click()}
      >
        {hasFile ? t('blocks.pdf.replace') : t('blocks.pdf.choose')}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={PDF_ACCEPT}
        hidden
        tabIndex={-1}
        data-testid="pdf-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again after a failure is a change too.
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
      {progress !== null && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('blocks.pdf.uploading', { percent })}
            sx={{ flex: 1 }}
          />
          <Typography variant="caption" role="status">
            {t('blocks.pdf.uploading', { percent })}
          </Typography>
        </Stack>
      )}
      {error ? (
        <FormHelperText error role="alert">
          {t(`blocks.pdf.${error}`)}
        </FormHelperText>
      ) : (
        <FormHelperText>{t('blocks.pdf.chooseHelp')}</FormHelperText>
      )}
    </Box>
  );
};

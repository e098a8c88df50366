import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';
import { PdfChooser } from './PdfChooser.tsx';
import { fileNameOf } from './pdfFile.ts';

/**
 * PDF (14): a new block chooses and uploads its file; a saved one shows the file's URL, read-only
 * (behaviour.md#blocks); both say whether guests may download it.
 */
export const Editor = memo(function PdfEditor({
  data,
  contentId,
  onChange,
  collapsed,
  isNew,
}: BlockEditorProps<'pdf'>) {
  const { t } = useTranslation();
  const url = data.URL;
  // The add dialog does not pass isNew: a block that was never saved has no id yet.
  const fresh = isNew === true || contentId === null;

  if (collapsed) {
    return (
      <Typography variant="body2" noWrap>
        {url ? t('blocks.pdf.summary', { name: fileNameOf(url) }) : t('blocks.pdf.noFile')}
      </Typography>
    );
  }
  const openLabel = t('blocks.pdf.open');
  return (
    <Stack spacing={1.5}>
      {(url || !fresh) && (
        <TextField
          label={t('blocks.pdf.url')}
          value={url}
          placeholder={t('blocks.pdf.noFile')}
          size="small"
          fullWidth
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { readOnly: true },
            input: url
              ? {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title={openLabel}>
                        <IconButton
                          aria-label={openLabel}
                          href={url}
                          target="_blank"
                          rel="noopener noreferrer"
                          size="small"
                        >
                          <OpenInNewIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                }
              : undefined,
          }}
        />
      )}
      {fresh && <PdfChooser hasFile={url !== ''} onUploaded={(URL) => onChange({ URL })} />}
      <FormControlLabel
        control={
          <Checkbox
            checked={data.DownloadPdf}
            onChange={(e) => onChange({ DownloadPdf: e.target.checked })}
          />
        }
        label={t('blocks.pdf.download')}
      />
    </Stack>
  );
});

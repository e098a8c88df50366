import { translatedValue } from '@carta/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import type { BlockEditorProps } from '../types.ts';

/**
 * PDF translate (31): one PDF per language; opened in a new tab behind a button whose text is
 * translatable, or shown inline; optionally downloadable.
 */
export const Editor = memo(function PdfTranslateEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'pdfTranslate'>) {
  const { t } = useTranslation();
  const contentLanguage = useContentLanguage(languages);
  const files = data.URLPdfTranslate;
  const newTab = data.PDFTranslateLink;
  // behaviour.md#blocks: the button text shows only while open-in-new-tab is on. Older data without it reads (and
  // saves) as the type's empty default, so it can always be written.
  const buttonText = data.PDFTranslateLinkName;

  if (collapsed) {
    const withFile = Object.keys(files).filter((language) => files[language] !== '');
    const text = newTab ? translatedValue(buttonText, contentLanguage) : '';
    return (
      <Typography variant="body2" noWrap>
        {text ||
          (withFile.length > 0
            ? t('blocks.pdfTranslate.summary', {
                languages: withFile.map((code) => code.toUpperCase()).join(', '),
              })
            : t('blocks.pdfTranslate.noPdf'))}
      </Typography>
    );
  }

  return (
    <Stack spacing={1}>
      <ConnectedTranslatableField
        label={t('blocks.pdfTranslate.file')}
        value={files}
        languages={languages}
        mode="file"
        onChange={(URLPdfTranslate) => onChange({ URLPdfTranslate })}
      />
      <div>
        <FormControlLabel
          control={
            <Checkbox
              checked={newTab}
              onChange={(event) => onChange({ PDFTranslateLink: event.target.checked })}
            />
          }
          label={t('blocks.pdfTranslate.newTab')}
        />
        {newTab && (
          <Box sx={{ pl: 4, pt: 1 }}>
            <ConnectedTranslatableField
              label={t('blocks.pdfTranslate.buttonText')}
              value={buttonText}
              languages={languages}
              onChange={(PDFTranslateLinkName) => onChange({ PDFTranslateLinkName })}
            />
          </Box>
        )}
      </div>
      <FormControlLabel
        control={
          <Checkbox
            checked={data.DownloadPdfTranslate}
            onChange={(event) => onChange({ DownloadPdfTranslate: event.target.checked })}
          />
        }
        label={t('blocks.pdfTranslate.download')}
      />
    </Stack>
  );
});

import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type FilePickerProps = {
  readonly onPick: (file: File) => void;
  readonly hasFile: boolean;
  readonly disabled?: boolean;
};

/**
 * A real button that opens the browser's file chooser (a visible, focusable control, unlike a
 * styled <label>), filtered to images; what the file really is gets checked after the choice.
 */
export const FilePicker = ({ onPick, hasFile, disabled = false }: FilePickerProps) => {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const label = hasFile
    ? t('widgets.ImageSelector.chooseAnother')
    : t('widgets.ImageSelector.chooseFile');
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        aria-label={label}
        data-testid="image-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again still reports it.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onClick={() => inputRef.current?.click()}
        disabled={disabled}
      >
        {label}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('widgets.ImageSelector.fileHint')}
      </Typography>
    </Stack>
  );
};

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/** Quill weighs more than the rest of a screen: it arrives only when a rich-text field shows. */
const RichTextEditor = lazy(() =>
  import('./RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

export type RichTextFieldProps = {
  readonly label: string;
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly lang: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  /** Buttons shown at the end of the label row (translations, translate). */
  readonly actions?: ReactNode;
  /** Greyed text shown while empty (the fallback language's text). */
  readonly placeholder?: string;
};

/** The label and actions of a rich-text field above its (lazy) editor. */
export const RichTextField = ({
  label,
  value,
  onChange,
  lang,
  disabled = false,
  required = false,
  actions,
  placeholder,
}: RichTextFieldProps) => {
  const { t } = useTranslation();
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', minHeight: 40 }}>
        <Typography
          component="span"
          variant="body2"
          color={disabled ? 'text.disabled' : 'text.secondary'}
          sx={{ flex: 1 }}
        >
          {required ? `${label} *` : label}
        </Typography>
        {actions}
      </Stack>
      <Suspense
        fallback={
          <Skeleton
            variant="rounded"
            height={190}
            role="progressbar"
            aria-label={t('widgets.TranslatableField.loadingEditor')}
          />
        }
      >
        <RichTextEditor
          value={value}
          onChange={onChange}
          label={label}
          lang={lang}
          placeholder={placeholder}
          disabled={disabled}
          required={required}
        />
      </Suspense>
    </Box>
  );
};

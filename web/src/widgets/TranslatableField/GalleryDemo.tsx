import type { Translatable } from '@carta/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type DemoState = {
  readonly value: Translatable;
  readonly onChange: (value: Translatable) => void;
};

export type GalleryDemoProps = {
  readonly title: string;
  readonly initial: Translatable;
  readonly children: (state: DemoState) => ReactNode;
  /** Rich text: also show the HTML rendered, as a guest app would. */
  readonly preview?: boolean;
  readonly wide?: boolean;
};

const codeSx = {
  m: 0,
  p: 1,
  bgcolor: 'action.hover',
  borderRadius: 1,
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
} as const;

/** One state of the widget with its owner's state, and the value it reports. */
export const GalleryDemo = ({ title, initial, children, preview, wide }: GalleryDemoProps) => {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState(initial);
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        display: 'grid',
        gap: 1,
        alignContent: 'start',
        gridColumn: wide ? '1 / -1' : undefined,
      }}
    >
      <Typography id={id} variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children({ value, onChange: setValue })}
      <Box component="pre" aria-label={t('widgets.TranslatableField.gallery.value')} sx={codeSx}>
        {JSON.stringify(value, null, 2)}
      </Box>
      {preview && (
        <Box aria-label={t('widgets.TranslatableField.gallery.preview')} role="group">
          <Typography variant="caption" color="text.secondary">
            {t('widgets.TranslatableField.gallery.preview')}
          </Typography>
          <Box
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1 }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just here
            dangerouslySetInnerHTML={{
              __html: DOMPurify.sanitize(value[i18n.language] || value.es || ''),
            }}
          />
        </Box>
      )}
    </Box>
  );
};

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeEmbed } from './sanitizeEmbed.ts';

/**
 * The stored embed as guests will see it. Only DOMPurify's output reaches the page, inserted as
 * nodes (never re-parsed from a string): allow-listed iframes and Instagram's blockquote markup.
 */
export const EmbedPreview = memo(function EmbedPreview({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const clean = useMemo(() => (code.trim() === '' ? null : sanitizeEmbed(code)), [code]);

  useLayoutEffect(() => {
    const box = container.current;
    if (!box) return;
    if (clean) box.replaceChildren(clean.fragment.cloneNode(true));
    else box.replaceChildren();
  }, [clean]);

  return (
    <Box>
      <Typography id={id} variant="body2" color="text.secondary" gutterBottom>
        {t('blocks.shared.preview')}
      </Typography>
      {clean?.empty && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('blocks.shared.nothingToShow')}
        </Alert>
      )}
      {clean !== null && clean.droppedFrames > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('blocks.shared.framesDropped', { count: clean.droppedFrames })}
        </Alert>
      )}
      {clean === null && (
        <Typography variant="body2" color="text.disabled">
          {t('blocks.shared.noCode')}
        </Typography>
      )}
      <Box
        ref={container}
        role="region"
        aria-labelledby={id}
        data-testid="embed-preview"
        sx={{
          display: clean === null ? 'none' : 'block',
          width: 'fit-content',
          minWidth: 240,
          maxWidth: '100%',
          maxHeight: 720,
          overflow: 'auto',
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.default',
          '& iframe': { display: 'block', maxWidth: '100%', border: 0 },
          '& blockquote': { m: 0, p: 1.5, borderLeft: 4, borderColor: 'divider' },
        }}
      />
    </Box>
  );
});

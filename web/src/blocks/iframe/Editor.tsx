import { HEIGHT_MAX } from '@carta/domain/blocks/fields';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PixelSlider } from '../space/PixelSlider.tsx';
import type { BlockEditorProps } from '../types.ts';
import { isEmbeddableUrl, previewSrc } from './embedUrl.ts';
import { useDraftText } from './useDraftText.ts';

/** A tall page would push the rest of the menu away: the preview is cut at this height. */
const PREVIEW_MAX_PX = 360;

/** Iframe (5): a web page embedded at IframeHeight pixels. */
export const Editor = memo(function IframeEditor({
  content,
  onChange,
  collapsed,
}: BlockEditorProps) {
  const { t } = useTranslation();
  const height = typeof content.IframeHeight === 'number' ? content.IframeHeight : 0;
  const stored = typeof content.IframeURL === 'string' ? content.IframeURL : '';
  const url = useDraftText(stored, {
    accepts: isEmbeddableUrl,
    commit: (IframeURL) => onChange({ IframeURL }),
  });
  if (collapsed)
    return (
      <Typography variant="body2" color="text.secondary" noWrap>
        {stored
          ? t('blocks.iframe.summary', { url: stored, height })
          : t('blocks.iframe.noUrl', { height })}
      </Typography>
    );
  const src = previewSrc(stored);
  return (
    <Stack spacing={2}>
      <PixelSlider
        label={t('blocks.iframe.height')}
        value={height}
        max={HEIGHT_MAX}
        onChange={(IframeHeight) => onChange({ IframeHeight })}
      />
      <TextField
        label={t('blocks.iframe.url')}
        type="url"
        size="small"
        fullWidth
        inputRef={url.inputRef}
        value={url.text}
        onChange={(event) => url.onChange(event.target.value)}
        onBlur={url.onBlur}
        error={url.invalid}
        placeholder="https://"
        helperText={url.invalid ? t('blocks.iframe.httpsOnly') : t('blocks.iframe.urlHint')}
        slotProps={{ htmlInput: { maxLength: 2048, spellCheck: false } }}
      />
      {src ? (
        <Box>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t('blocks.iframe.preview')}
          </Typography>
          <Box
            component="iframe"
            src={src}
            title={t('blocks.iframe.preview')}
            // An allow-listed host (DESIGN): it may run its player, never navigate Carta's page.
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: 640,
              height: Math.min(height, PREVIEW_MAX_PX),
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          />
        </Box>
      ) : (
        stored !== '' && (
          <Typography variant="caption" color="text.secondary">
            {t('blocks.iframe.noPreview')}
          </Typography>
        )
      )}
    </Stack>
  );
});

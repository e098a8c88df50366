import { HEIGHT_MAX } from '@carta/domain/blocks/fields';
import { iframeSandboxFor } from '@carta/domain/embeds';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldValidity } from '../../widgets/FieldValidity/fieldValidity.ts';
import { PixelSlider } from '../shared/PixelSlider.tsx';
import { useDraftText } from '../shared/useDraftText.ts';
import type { BlockEditorProps } from '../types.ts';
import { isEmbeddableUrl, previewSrc } from './embedUrl.ts';

/** A tall page would push the rest of the menu away: the preview is cut at this height. */
const PREVIEW_MAX_PX = 360;

/** Iframe (5): a web page embedded at IframeHeight pixels. */
export const Editor = memo(function IframeEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'iframe'>) {
  const { t } = useTranslation();
  const height = data.IframeHeight;
  const stored = data.IframeURL;
  const url = useDraftText(stored, {
    accepts: isEmbeddableUrl,
    commit: (IframeURL) => onChange({ IframeURL }),
  });
  // Older data may hold a plain http page, which the server no longer stores: shown refused.
  const storedRefused = !isEmbeddableUrl(stored);
  useFieldValidity(storedRefused, { field: 'IframeURL', ref: url.inputRef });
  const refused = url.invalid || (storedRefused && url.text === stored);
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
        error={refused}
        placeholder="https://"
        helperText={refused ? t('blocks.iframe.httpsOnly') : t('blocks.iframe.urlHint')}
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
            sandbox={iframeSandboxFor(src) ?? ''}
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

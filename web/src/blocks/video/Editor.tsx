import { VIDEO_TYPES } from '@carta/domain/blocks/video';
import { isVideoUrlFor } from '@carta/domain/urls';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldValidity } from '../../widgets/FieldValidity/fieldValidity.ts';
import { useDraftText } from '../shared/useDraftText.ts';
import type { BlockEditorProps } from '../types.ts';
import { VideoUpload } from './VideoUpload.tsx';
import { isOtherService, type VideoType } from './videoRules.ts';

/** The toggle hands its value untyped. */
const isVideoType = (value: unknown): value is VideoType =>
  typeof value === 'string' && (VIDEO_TYPES as readonly string[]).includes(value);

/**
 * Video (8): a YouTube or Vimeo link, or an uploaded file. behaviour.md#editing: the type can change only while the
 * block is new; a new file block without a URL shows the file input (behaviour.md#validation), any other state the URL,
 * read-only for a file.
 */
export const Editor = memo(function VideoEditor({
  data,
  contentId,
  onChange,
  collapsed,
  isNew,
}: BlockEditorProps<'video'>) {
  const { t } = useTranslation();
  const typeLabelId = useId();
  const type = data.TypeVideo;
  const url = data.VideoURL;
  const draft = useDraftText(url, {
    accepts: (text) => isVideoUrlFor(type, text),
    commit: (VideoURL) => onChange({ VideoURL }),
  });
  const editableType = isNew ?? contentId === null;
  // Older data may hold a link saved before the rule (plain http, another service): it shows
  // refused and holds Save until it is fixed, as the server would refuse it (docs/decisions.md).
  const storedRefused = !isVideoUrlFor(type, url);
  useFieldValidity(storedRefused, { field: 'VideoURL', ref: draft.inputRef });
  const refused = draft.invalid || (storedRefused && draft.text === url);

  if (collapsed)
    return (
      <Typography variant="body2" color="text.secondary" noWrap>
        {url
          ? t('blocks.video.summary', { type: t(`blocks.video.types.${type}`), url })
          : t('blocks.video.summaryNoUrl', { type: t(`blocks.video.types.${type}`) })}
      </Typography>
    );

  const showFileInput = type === 'file' && editableType && url === '';
  return (
    <Stack spacing={2}>
      <Box>
        <Typography id={typeLabelId} variant="body2" color="text.secondary" gutterBottom>
          {t('blocks.video.type')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={type}
          disabled={!editableType}
          aria-labelledby={typeLabelId}
          onChange={(_event, next: unknown) => {
            // A link of one kind is no use to another: a new type starts without one.
            if (isVideoType(next) && next !== type) onChange({ TypeVideo: next, VideoURL: '' });
          }}
        >
          {VIDEO_TYPES.map((value) => (
            <ToggleButton key={value} value={value} sx={{ px: 2, textTransform: 'none' }}>
              {t(`blocks.video.types.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {!editableType && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {t('blocks.video.typeLocked')}
          </Typography>
        )}
      </Box>
      {showFileInput ? (
        <VideoUpload onUploaded={(VideoURL) => onChange({ VideoURL })} />
      ) : (
        <TextField
          label={t('blocks.video.url')}
          size="small"
          fullWidth
          type="url"
          inputRef={draft.inputRef}
          value={draft.text}
          disabled={type === 'file'}
          onChange={(event) => draft.onChange(event.target.value.trim())}
          onBlur={draft.onBlur}
          error={refused}
          placeholder={type === 'file' ? undefined : t(`blocks.video.placeholders.${type}`)}
          helperText={
            refused
              ? isOtherService(type, draft.text)
                ? t('blocks.video.otherService', { type: t(`blocks.video.types.${type}`) })
                : t('blocks.video.invalidUrl')
              : undefined
          }
          slotProps={{ htmlInput: { maxLength: 2048, spellCheck: false } }}
        />
      )}
      {type === 'file' && url !== '' && (
        <Box
          component="video"
          src={url}
          controls
          preload="metadata"
          aria-label={t('blocks.video.preview')}
          sx={{ display: 'block', width: '100%', maxWidth: 400, borderRadius: 1, bgcolor: 'black' }}
        />
      )}
    </Stack>
  );
});

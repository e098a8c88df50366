import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, NO_RESPONSE } from '../../api/errors.ts';
import { uploadFile } from '../../api/uploads.ts';
import { useSession } from '../../app/session.tsx';
import { isAcceptedVideoFile, VIDEO_ACCEPT } from './videoRules.ts';

type ErrorKey =
  | 'blocks.video.errors.type'
  | 'blocks.video.errors.tooLarge'
  | 'blocks.video.errors.unsupported'
  | 'blocks.video.errors.network'
  | 'blocks.video.errors.generic';

/** docs/decisions.md overrides behaviour.md#errors ("only logged"): a failed video upload says why, in the user's words. */
const errorKeyOf = (error: unknown): ErrorKey => {
  if (!isApiError(error)) return 'blocks.video.errors.generic';
  if (error.status === 413 || error.code === 'too_large') return 'blocks.video.errors.tooLarge';
  if (error.code === 'unsupported_file') return 'blocks.video.errors.unsupported';
  if (error.status === NO_RESPONSE) return 'blocks.video.errors.network';
  return 'blocks.video.errors.generic';
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

type State =
  | { readonly step: 'idle'; readonly error: ErrorKey | null }
  | { readonly step: 'uploading'; readonly name: string; readonly fraction: number };

/**
 * behaviour.md#blocks video file input: choose an MP4, WebM or MOV, watch it upload (behaviour.md#api utils/video with
 * progress; a hotel's Wi-Fi can take minutes over 100 MB), cancel if needed; the stored URL is
 * reported once the server answered 200.
 */
export const VideoUpload = ({ onUploaded }: { readonly onUploaded: (url: string) => void }) => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const enterpriseId = enterprise.ID ? String(enterprise.ID) : '';
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<State>({ step: 'idle', error: null });

  // Leaving the card (collapse, delete, another menu) stops the transfer rather than finishing
  // it into a block that no longer listens.
  useEffect(() => () => abortRef.current?.abort(), []);

  const send = async (file: File) => {
    if (!isAcceptedVideoFile(file)) {
      setState({ step: 'idle', error: 'blocks.video.errors.type' });
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ step: 'uploading', name: file.name, fraction: 0 });
    try {
      const url = await uploadFile('video', file, {
        enterpriseId,
        signal: controller.signal,
        onProgress: (fraction) =>
          setState((now) => (now.step === 'uploading' ? { ...now, fraction } : now)),
      });
      if (controller.signal.aborted) return;
      setState({ step: 'idle', error: null });
      onUploaded(url);
    } catch (error) {
      if (controller.signal.aborted && isAbort(error)) {
        setState({ step: 'idle', error: null });
        return;
      }
      console.error('video upload failed', error);
      setState({ step: 'idle', error: errorKeyOf(error) });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  if (!enterpriseId) return <Alert severity="warning">{t('blocks.video.noEnterprise')}</Alert>;

  if (state.step === 'uploading') {
    const percent = Math.round(state.fraction * 100);
    return (
      <Stack spacing={1} sx={{ maxWidth: 520 }}>
        <Typography variant="body2" aria-live="polite">
          {t('blocks.video.uploading', { name: state.name, percent })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('blocks.video.progress')}
        />
        <Box>
          <Button size="small" onClick={() => abortRef.current?.abort()}>
            {t('blocks.video.cancelUpload')}
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <Stack spacing={1}>
      <input
        ref={inputRef}
        type="file"
        accept={VIDEO_ACCEPT}
        hidden
        aria-label={t('blocks.video.chooseFile')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again after a failure still sends it.
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => inputRef.current?.click()}
        >
          {t('blocks.video.chooseFile')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('blocks.video.fileHint')}
        </Typography>
      </Stack>
      {state.error && (
        <Alert severity="error" role="alert">
          {t(state.error)}
        </Alert>
      )}
    </Stack>
  );
};

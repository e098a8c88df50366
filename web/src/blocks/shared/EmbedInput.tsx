import { EMBED_MAX } from '@carta/domain/blocks/fields';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmbedPreview } from './EmbedPreview.tsx';
import { useRefreshingEmbed } from './useRefreshingEmbed.ts';

export type EmbedInputProps = {
  /** The stored embed code (InstagramIframe). */
  readonly value: string;
  readonly onChange: (code: string) => void;
  readonly variant?: 'outlined' | 'standard' | 'filled';
};

/**
 * The Instagram embed code of the instagram (36) and icon list (37) blocks: a text area stored
 * with the behaviour.md#editing debounce-and-refresh, and a safe preview of what is stored.
 */
export const EmbedInput = memo(function EmbedInput({ value, onChange, variant }: EmbedInputProps) {
  const { t } = useTranslation();
  const { text, edit } = useRefreshingEmbed(value, onChange);
  return (
    <Stack spacing={1.5}>
      <TextField
        label={t('blocks.shared.code')}
        value={text}
        onChange={(event) => edit(event.target.value)}
        multiline
        minRows={3}
        maxRows={10}
        fullWidth
        variant={variant}
        helperText={t('blocks.shared.codeHelp')}
        slotProps={{
          htmlInput: { maxLength: EMBED_MAX, spellCheck: false, 'data-gramm': 'false' },
          input: { sx: { fontFamily: 'monospace', fontSize: '0.8125rem' } },
        }}
      />
      <EmbedPreview code={value} />
    </Stack>
  );
});

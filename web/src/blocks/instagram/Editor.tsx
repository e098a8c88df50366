import Typography from '@mui/material/Typography';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EmbedInput } from '../shared/EmbedInput.tsx';
import type { BlockEditorProps } from '../types.ts';

/** Instagram (36): the embed code of a post, shown safely as guests will see it. */
export const Editor = memo(function InstagramEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'instagram'>) {
  const { t } = useTranslation();
  const code = data.InstagramIframe;
  const report = useCallback(
    (InstagramIframe: string) => onChange({ InstagramIframe }),
    [onChange],
  );
  if (collapsed) {
    return (
      <Typography variant="body2" noWrap>
        {code.trim() === '' ? t('blocks.instagram.summaryEmpty') : t('blocks.instagram.summary')}
      </Typography>
    );
  }
  return <EmbedInput value={code} onChange={report} />;
});

import { SPACE_MAX } from '@carta/domain/blocks/space';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PixelSlider } from '../shared/PixelSlider.tsx';
import type { BlockEditorProps } from '../types.ts';

/** Space (3): an empty gap of Size pixels between two blocks. */
export const Editor = memo(function SpaceEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'space'>) {
  const { t } = useTranslation();
  const size = data.Size;
  if (collapsed)
    return (
      <Typography variant="body2" color="text.secondary" noWrap>
        {t('blocks.space.summary', { value: size })}
      </Typography>
    );
  return (
    <PixelSlider
      label={t('blocks.space.size')}
      value={size}
      max={SPACE_MAX}
      onChange={(Size) => onChange({ Size })}
    />
  );
});

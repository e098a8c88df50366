import { ICONS_ALIGNMENTS } from '@carta/domain/blocks/icons';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageSelector } from '../../widgets/ImageSelector/ImageSelector.tsx';
import type { BlockEditorProps } from '../types.ts';

type Align = (typeof ICONS_ALIGNMENTS)[number];

const ALIGN_ICONS = {
  left: FormatAlignLeftIcon,
  center: FormatAlignCenterIcon,
  right: FormatAlignRightIcon,
} as const satisfies Record<Align, unknown>;

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** Stored values are not checked on reading: an alignment outside the list (older data) centres. */
const alignOf = (value: string): Align =>
  ICONS_ALIGNMENTS.find((align) => align === value) ?? 'center';

/** Icons (behaviour.md#limits type 43): one icon image and where it sits on the line. */
export const Editor = memo(function IconsEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'icons'>) {
  const { t } = useTranslation();
  const labelId = useId();
  const align = alignOf(data.IconsAlign);
  // A stored '' is no image chosen, as null is.
  const url = data.IconsURL || null;
  const alignName = t(`blocks.icons.align.${align}`);

  if (collapsed) {
    return (
      <Typography variant="body2" color="text.secondary" noWrap>
        {url
          ? t('blocks.icons.summary', { align: alignName })
          : t('blocks.icons.summaryNoImage', { align: alignName })}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <Box>
        <Typography id={labelId} variant="body2" color="text.secondary" gutterBottom>
          {t('blocks.icons.alignment')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={align}
          aria-labelledby={labelId}
          // A click on the pressed button reports null: the block always has an alignment.
          onChange={(_, next: Align | null) => next && onChange({ IconsAlign: next })}
        >
          {ICONS_ALIGNMENTS.map((value) => {
            const Icon = ALIGN_ICONS[value];
            const name = t(`blocks.icons.align.${value}`);
            return (
              <Tooltip key={value} title={name}>
                <ToggleButton value={value} aria-label={name}>
                  <Icon fontSize="small" />
                </ToggleButton>
              </Tooltip>
            );
          })}
        </ToggleButtonGroup>
      </Box>
      {/* The selector sits where guests will see the icon: the alignment is previewed as chosen. */}
      <Box
        sx={{
          display: 'flex',
          justifyContent: JUSTIFY[align],
          p: 1.5,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <ImageSelector
          label={t('blocks.icons.image')}
          value={url}
          clearable
          allowOriginal
          onChange={(IconsURL) => onChange({ IconsURL })}
        />
      </Box>
    </Stack>
  );
});

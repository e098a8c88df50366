import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../widgets/ColorPicker/ColorPicker.tsx';
import type { ContentPatch } from '../types.ts';
import { FormatSample } from './FormatSample.tsx';
import { TextFormatToggle } from './TextFormatToggle.tsx';
import type { TextFormat } from './textFormat.ts';

/** The two styled lines of the block; their fields are `ChainFood<Line>…` (DESIGN). */
export type Line = 'Primary' | 'Secondary';

export type LineStyle = {
  readonly background: string | null;
  readonly color: string | null;
  readonly format: TextFormat;
};

type FormatLineProps = {
  readonly line: Line;
  readonly style: LineStyle;
  readonly onChange: (patch: ContentPatch) => void;
};

const LABELS = {
  Primary: 'primary',
  Secondary: 'secondary',
} as const;

/** Background and text colours and text format of one line, with a sample of the result. */
export const FormatLine = ({ line, style, onChange }: FormatLineProps) => {
  const { t } = useTranslation();
  const labels = LABELS[line];
  const title = t(`blocks.chainFood.${labels}.title`);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{title}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ColorPicker
          label={t(`blocks.chainFood.${labels}.background`)}
          value={style.background}
          onChange={(color) => onChange({ [`ChainFood${line}BGColor`]: color })}
        />
        <ColorPicker
          label={t(`blocks.chainFood.${labels}.textColor`)}
          value={style.color}
          onChange={(color) => onChange({ [`ChainFood${line}TextColor`]: color })}
        />
        <TextFormatToggle
          label={t(`blocks.chainFood.${labels}.format`)}
          value={style.format}
          onChange={(format) => onChange({ [`ChainFood${line}TextFormat`]: format })}
        />
        <FormatSample
          name={title}
          text={t(`blocks.chainFood.${labels}.sampleText`)}
          format={style.format}
          background={style.background}
          color={style.color}
        />
      </Stack>
    </Stack>
  );
};

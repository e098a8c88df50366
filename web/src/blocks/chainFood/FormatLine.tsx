import type { BlockData } from '@carta/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../widgets/ColorPicker/ColorPicker.tsx';
import type { BlockEditorProps } from '../types.ts';
import { FormatSample } from './FormatSample.tsx';
import { TextFormatToggle } from './TextFormatToggle.tsx';
import type { TextFormat } from './textFormat.ts';

/** The two styled lines of the block; their fields are `ChainFood<Line>…` (docs/decisions.md). */
export type Line = 'Primary' | 'Secondary';

export type LineStyle = {
  readonly background: string | null;
  readonly color: string | null;
  readonly format: TextFormat;
};

type FormatLineProps = {
  readonly line: Line;
  readonly style: LineStyle;
  readonly onChange: BlockEditorProps<'chainFood'>['onChange'];
};

type ChainFoodData = BlockData<'chainFood'>;

/** One field's patch, its value checked against the field's type. */
const fieldPatch = <F extends keyof ChainFoodData>(field: F, value: ChainFoodData[F]) =>
  // TypeScript widens a computed key to `string`; the signature already paired field and value.
  ({ [field]: value }) as Partial<Pick<ChainFoodData, F>>;

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
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ColorPicker
          label={t(`blocks.chainFood.${labels}.background`)}
          value={style.background}
          onChange={(color) => onChange(fieldPatch(`ChainFood${line}BGColor`, color))}
        />
        <ColorPicker
          label={t(`blocks.chainFood.${labels}.textColor`)}
          value={style.color}
          onChange={(color) => onChange(fieldPatch(`ChainFood${line}TextColor`, color))}
        />
        <TextFormatToggle
          label={t(`blocks.chainFood.${labels}.format`)}
          value={style.format}
          onChange={(format) => onChange(fieldPatch(`ChainFood${line}TextFormat`, format))}
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

import { SIZE_MULT_MAX, SIZE_MULT_MIN, TEXT_ALIGNMENTS } from '@carta/domain/blocks/simpleText';
import { colorSchema } from '@carta/domain/ids';

export type TextAlign = (typeof TEXT_ALIGNMENTS)[number];

export type SimpleTextStyle = {
  readonly TextAlign: TextAlign;
  readonly SizeMult: number;
  readonly ToUpperCase: boolean;
  readonly TextColor: string | null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const clampSize = (value: number): number =>
  Math.min(SIZE_MULT_MAX, Math.max(SIZE_MULT_MIN, Math.round(value)));

/**
 * The block's Style, whole and valid: a patch always sends the whole object (the schema is strict
 * and nested), so a missing or damaged part is replaced by its default before any change.
 */
export const styleOf = (value: unknown): SimpleTextStyle => {
  const style = isRecord(value) ? value : {};
  const align = TEXT_ALIGNMENTS.find((a) => a === style.TextAlign) ?? 'left';
  const size =
    typeof style.SizeMult === 'number' && Number.isFinite(style.SizeMult)
      ? clampSize(style.SizeMult)
      : SIZE_MULT_MIN;
  const color =
    typeof style.TextColor === 'string' && colorSchema.safeParse(style.TextColor).success
      ? style.TextColor
      : null;
  return {
    TextAlign: align,
    SizeMult: size,
    ToUpperCase: style.ToUpperCase === true,
    TextColor: color || null,
  };
};

/** The size buttons: one step up or down, never past the schema's bounds. */
export const stepSize = (style: SimpleTextStyle, step: 1 | -1): SimpleTextStyle => ({
  ...style,
  SizeMult: clampSize(style.SizeMult + step),
});

export const canStep = (style: SimpleTextStyle, step: 1 | -1): boolean =>
  step > 0 ? style.SizeMult < SIZE_MULT_MAX : style.SizeMult > SIZE_MULT_MIN;

/** The text as guests read it: upper-cased in the given language when the style says so. */
export const styledText = (text: string, style: SimpleTextStyle, language: string): string =>
  style.ToUpperCase ? text.toLocaleUpperCase(language) : text;

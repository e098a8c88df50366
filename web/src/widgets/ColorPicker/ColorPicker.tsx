import { enterpriseSwatches } from '@carta/domain/color';
import { memo, useMemo } from 'react';
import { useOptionalSession } from '../../app/session.tsx';
import { ColorPickerInput, type ColorPickerInputProps } from './ColorPickerInput.tsx';
import { rememberColor, useRecentColors } from './recentColors.ts';

export type ColorPickerProps = Omit<
  ColorPickerInputProps,
  'enterpriseColors' | 'recentColors' | 'onColorUsed'
>;

/**
 * The colour picker wired to the session enterprise's own colours (its theme colour and its
 * background) and to the colours recently chosen in this browser.
 */
export const ColorPicker = memo(function ColorPicker(props: ColorPickerProps) {
  const enterprise = useOptionalSession()?.enterprise;
  const themeColor = enterprise?.enterpriseColor;
  const background = enterprise?.BGColor;
  const enterpriseColors = useMemo(
    () => enterpriseSwatches([themeColor, background]),
    [themeColor, background],
  );
  const recentColors = useRecentColors();
  return (
    <ColorPickerInput
      {...props}
      enterpriseColors={enterpriseColors}
      recentColors={recentColors}
      onColorUsed={rememberColor}
    />
  );
});

import { parseTranslatable, translatedValue } from '@carta/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../widgets/ColorPicker/ColorPicker.tsx';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import type { BlockEditorProps } from '../types.ts';
import { ButtonSample } from './ButtonSample.tsx';

const colorOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * Dropdown button (38): a button text in two colours. The old editor's stray '11111' placeholder
 * is a spec defect (DESIGN) and is not drawn.
 */
export const Editor = memo(function DropdownButtonEditor({
  content,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps) {
  const { t } = useTranslation();
  const contentLanguage = useContentLanguage(languages);
  const title = parseTranslatable(content.DropdownButtonTitle);
  const text = translatedValue(title, contentLanguage);
  if (collapsed) {
    return (
      <Typography variant="body2" noWrap>
        {text || t('blocks.dropdownButton.noText')}
      </Typography>
    );
  }
  const background = colorOf(content.DropdownButtonBGColor);
  const color = colorOf(content.DropdownButtonTextColor);
  return (
    <Stack spacing={2}>
      <ConnectedTranslatableField
        label={t('blocks.dropdownButton.text')}
        value={title}
        languages={languages}
        onChange={(DropdownButtonTitle) => onChange({ DropdownButtonTitle })}
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ColorPicker
          label={t('blocks.dropdownButton.background')}
          value={background}
          onChange={(DropdownButtonBGColor) => onChange({ DropdownButtonBGColor })}
        />
        <ColorPicker
          label={t('blocks.dropdownButton.textColor')}
          value={color}
          onChange={(DropdownButtonTextColor) => onChange({ DropdownButtonTextColor })}
        />
        <ButtonSample
          text={text || t('blocks.dropdownButton.noText')}
          background={background}
          color={color}
        />
      </Stack>
    </Stack>
  );
});

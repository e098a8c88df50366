import { translatedValue } from '@carta/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../widgets/ColorPicker/ColorPicker.tsx';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import { ButtonSample } from '../shared/ButtonSample.tsx';
import { GuestNeeded } from '../shared/GuestNeeded.tsx';
import type { BlockEditorProps } from '../types.ts';

/** A stored '' is no colour chosen, as null is: the picker and the sample show none. */
const colorOf = (value: string | null): string | null => value || null;

/**
 * Dropdown button (38): a button text in two colours. The old editor's stray '11111' placeholder
 * is a spec defect (docs/decisions.md) and is not drawn.
 */
export const Editor = memo(function DropdownButtonEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'dropdownButton'>) {
  const { t } = useTranslation();
  const contentLanguage = useContentLanguage(languages);
  const title = data.DropdownButtonTitle;
  const text = translatedValue(title, contentLanguage);
  if (collapsed) {
    return (
      <Typography variant="body2" noWrap>
        {text || t('blocks.dropdownButton.noText')}
      </Typography>
    );
  }
  const background = colorOf(data.DropdownButtonBGColor);
  const color = colorOf(data.DropdownButtonTextColor);
  return (
    <Stack spacing={2}>
      <GuestNeeded block="dropdownButton" data={data} field="DropdownButtonTitle">
        <ConnectedTranslatableField
          label={t('blocks.dropdownButton.text')}
          required
          value={title}
          languages={languages}
          onChange={(DropdownButtonTitle) => onChange({ DropdownButtonTitle })}
        />
      </GuestNeeded>
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

import { type AllergenRecord, normalizeAllergenIds, toggleAllergen } from '@carta/domain/allergens';
import { translatedValue } from '@carta/domain/translatable';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { allergenIconUrl } from '../../api/allergens.ts';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';
import { AllergenOption } from './AllergenOption.tsx';

export type AllergenSelectorInputProps = {
  /** The selected allergen IDs (behaviour.md#widgets). */
  readonly value: readonly number[];
  /** Called with the new selection: unique IDs in ascending order. */
  readonly onChange: (ids: number[]) => void;
  /** The catalogue to choose from, as `utils/allergens` answers it. */
  readonly allergens: readonly AllergenRecord[];
  readonly label?: string;
  /** The language of the names; defaults to the UI language (then 'es'). */
  readonly locale?: string;
  readonly disabled?: boolean;
};

/** A controlled choice of allergens: one chip per allergen with its icon and translated name. */
export const AllergenSelectorInput = ({
  value,
  onChange,
  allergens,
  label,
  locale,
  disabled = false,
}: AllergenSelectorInputProps) => {
  const { t } = useTranslation();
  const uiLanguage = useUiLanguage();
  const language = locale ?? uiLanguage;
  const helperId = useId();
  const count = normalizeAllergenIds(value).length;

  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ minWidth: 0, width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label ?? t('widgets.AllergenSelector.label')}
      </FormLabel>
      <Box
        aria-describedby={helperId}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          gap: 1,
        }}
      >
        {allergens.map((allergen) => (
          <AllergenOption
            key={allergen.ID}
            name={translatedValue(allergen.Name, language)}
            iconUrl={allergenIconUrl(allergen.Image)}
            checked={value.includes(allergen.ID)}
            disabled={disabled}
            onToggle={() => onChange(toggleAllergen(value, allergen.ID))}
          />
        ))}
      </Box>
      <FormHelperText id={helperId} aria-live="polite">
        {count === 0
          ? t('widgets.AllergenSelector.none')
          : t('widgets.AllergenSelector.selected', { count })}
      </FormHelperText>
    </FormControl>
  );
};

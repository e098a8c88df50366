import MyLocationIcon from '@mui/icons-material/MyLocation';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressResult } from '../../api/geocode.ts';
import { type AddressSearchFn, useAddressSuggestions } from './useAddressSuggestions.ts';
import { useGeolocation } from './useGeolocation.ts';
import { useStatusMessage } from './useStatusMessage.ts';

export type AddressSearchInputProps = {
  /** The chosen place, or null. */
  readonly value: AddressResult | null;
  /** Called with the picked suggestion (address, lat, lon, components), or null when cleared. */
  readonly onChange: (value: AddressResult | null) => void;
  /** Where suggestions come from; the widget itself fetches nothing. */
  readonly search: AddressSearchFn;
  readonly label?: string;
  readonly placeholder?: string;
  readonly disabled?: boolean;
  readonly variant?: 'outlined' | 'standard' | 'filled';
};

const sameResult = (a: AddressResult, b: AddressResult) =>
  a.address === b.address && a.lat === b.lat && a.lon === b.lon;

/** A place's own name (a beach, a hotel) when its formatted address does not start with it. */
const placeName = (option: AddressResult): string | null => {
  const name = option.components?.point_of_interest;
  return name && !option.address.startsWith(name) ? name : null;
};

/**
 * behaviour.md#widgets address search: suggestions in Spain while typing (free text allowed), ranked near the
 * user's position once they share it. Controlled: picking a suggestion reports it through onChange.
 */
export const AddressSearchInput = memo(function AddressSearchInput({
  value,
  onChange,
  search,
  label,
  placeholder,
  disabled = false,
  variant,
}: AddressSearchInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value?.address ?? '');
  // Only what the user types is searched: the text of a picked place is not a new question.
  const [query, setQuery] = useState('');
  const location = useGeolocation();
  const suggestions = useAddressSuggestions(search, query, location.near);
  const status = useStatusMessage(query, suggestions, location.status);
  const locating = location.status === 'locating';
  const near = location.status === 'on';
  const locationLabel = near
    ? t('widgets.AddressSearch.stopLocation')
    : t('widgets.AddressSearch.useLocation');

  return (
    <Autocomplete<AddressResult, false, false, true>
      freeSolo
      value={value}
      inputValue={text}
      options={[...suggestions.options]}
      // The maps service already chose and ranked these: filtering them again would hide some.
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.address)}
      isOptionEqualToValue={(option, chosen) =>
        typeof chosen !== 'string' && sameResult(option, chosen)
      }
      loading={suggestions.loading}
      disabled={disabled}
      loadingText={t('widgets.AddressSearch.searching')}
      clearText={t('widgets.AddressSearch.clear')}
      openText={t('widgets.AddressSearch.open')}
      closeText={t('widgets.AddressSearch.close')}
      onInputChange={(_event, next, reason) => {
        setText(next);
        if (reason === 'input' || reason === 'clear') setQuery(next);
      }}
      onChange={(_event, next) => {
        // Free text confirmed with Enter is not a place: nothing to report.
        if (typeof next !== 'string') onChange(next);
      }}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            {placeName(option) && (
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {placeName(option)}
              </Typography>
            )}
            <Typography variant="body2">{option.address}</Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('widgets.AddressSearch.label')}
          placeholder={placeholder ?? t('widgets.AddressSearch.placeholder')}
          variant={variant}
          error={status?.error ?? false}
          helperText={status?.text ?? ' '}
          slotProps={{
            ...params.slotProps,
            // The label stays above so that the placeholder ('address to search', behaviour.md#widgets) shows at rest.
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
            formHelperText: { role: status?.error ? 'alert' : 'status' },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {suggestions.loading && (
                    <CircularProgress size={18} aria-label={t('widgets.AddressSearch.searching')} />
                  )}
                  <Tooltip title={locationLabel}>
                    <span>
                      <IconButton
                        aria-label={locationLabel}
                        aria-pressed={near}
                        onClick={near ? location.stop : location.locate}
                        disabled={disabled || locating}
                        color={near ? 'primary' : 'default'}
                        size="small"
                      >
                        {locating ? <CircularProgress size={18} /> : <MyLocationIcon />}
                      </IconButton>
                    </span>
                  </Tooltip>
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
});

import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { type KeyboardEvent, memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SearchBoxProps = {
  /** Called with the text on Enter or the magnifier, and with '' when the text is cleared. */
  readonly onSearch: (text: string) => void;
  /** The text, when the parent keeps it; otherwise the box keeps its own from `defaultValue`. */
  readonly value?: string;
  readonly onChange?: (text: string) => void;
  readonly defaultValue?: string;
  readonly placeholder?: string;
  /** A visible label; without one the field is named by the placeholder. */
  readonly label?: string;
  /** Shows a clear icon (and lets Escape clear) that empties the text and searches again. */
  readonly clearable?: boolean;
  readonly disabled?: boolean;
  readonly variant?: 'outlined' | 'standard' | 'filled';
  readonly maxLength?: number;
};

/** behaviour.md#widgets search box: a text field that searches on Enter or on its magnifier icon. */
export const SearchBox = memo(function SearchBox({
  onSearch,
  value,
  onChange,
  defaultValue = '',
  placeholder,
  label,
  clearable = false,
  disabled = false,
  variant,
  maxLength = 200,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const [own, setOwn] = useState(defaultValue);
  const input = useRef<HTMLInputElement>(null);
  const text = value ?? own;
  const shownPlaceholder = placeholder ?? t('widgets.SearchBox.placeholder');

  const setText = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const clear = () => {
    setText('');
    onSearch('');
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // While an input method composes a word, Enter confirms the word, not the search.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onSearch(text);
    } else if (event.key === 'Escape' && clearable && text !== '') {
      event.preventDefault();
      clear();
    }
  };

  return (
    // No search landmark: a screen may hold several boxes (the gallery holds four), and landmarks of
    // the same kind need names of their own; the field is named by its label or placeholder.
    <TextField
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={shownPlaceholder}
      disabled={disabled}
      variant={variant}
      size="small"
      fullWidth
      inputRef={input}
      slotProps={{
        htmlInput: {
          'aria-label': label ? undefined : shownPlaceholder,
          enterKeyHint: 'search',
          maxLength,
          onKeyDown,
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {clearable && text !== '' && (
                <Tooltip title={t('widgets.SearchBox.clear')}>
                  <span>
                    <IconButton
                      aria-label={t('widgets.SearchBox.clear')}
                      onClick={clear}
                      disabled={disabled}
                      size="small"
                    >
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              )}
              <Tooltip title={t('widgets.SearchBox.search')}>
                <span>
                  <IconButton
                    aria-label={t('widgets.SearchBox.search')}
                    onClick={() => onSearch(text)}
                    disabled={disabled}
                    edge="end"
                    size="small"
                  >
                    <SearchIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
});

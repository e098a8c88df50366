import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useState } from 'react';

export type AllergenOptionProps = {
  readonly name: string;
  readonly iconUrl: string | null;
  readonly checked: boolean;
  readonly disabled: boolean;
  readonly onToggle: () => void;
};

/** One allergen as a bordered chip: the whole chip is the checkbox's label, so any click toggles. */
export const AllergenOption = ({
  name,
  iconUrl,
  checked,
  disabled,
  onToggle,
}: AllergenOptionProps) => {
  const nameId = useId();
  const [iconFailed, setIconFailed] = useState(false);
  // Space toggles a checkbox natively; Enter does too here, as staff expect of every control.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onToggle();
  };
  return (
    <Box
      component="label"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minWidth: 0,
        pr: 1.5,
        py: 0.5,
        borderRadius: 2,
        border: '2px solid',
        borderColor: checked ? theme.palette.primary.main : theme.palette.divider,
        bgcolor: checked ? alpha(theme.palette.primary.main, 0.1) : 'background.paper',
        cursor: disabled ? 'default' : 'pointer',
        opacity: disabled ? 0.6 : 1,
        transition: theme.transitions.create(['border-color', 'background-color']),
        '&:hover': disabled ? undefined : { borderColor: theme.palette.primary.main },
        '&:focus-within': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <Checkbox
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        size="small"
        slotProps={{ input: { 'aria-labelledby': nameId, onKeyDown } }}
      />
      {iconUrl && !iconFailed ? (
        <Box
          component="img"
          src={iconUrl}
          alt={name}
          width={32}
          height={32}
          onError={() => setIconFailed(true)}
          sx={{ flex: 'none', display: 'block' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            width: 32,
            height: 32,
            flex: 'none',
            borderRadius: '50%',
            bgcolor: 'action.selected',
          }}
        />
      )}
      <Typography
        id={nameId}
        component="span"
        variant="body2"
        sx={{
          fontWeight: checked ? 700 : 400,
          lineHeight: 1.25,
          overflowWrap: 'break-word',
          hyphens: 'auto',
        }}
      >
        {name}
      </Typography>
    </Box>
  );
};

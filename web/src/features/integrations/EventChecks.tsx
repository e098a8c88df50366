import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A pure choice of event types: the chosen ones in, the new list out. */
export const EventChecks = ({
  label,
  events,
  value,
  onChange,
}: {
  label: string;
  events: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
}) => {
  const { t } = useTranslation();
  return (
    <FormGroup role="group" aria-label={label}>
      <FormLabel component="legend">{label}</FormLabel>
      {events.map((event) => (
        <FormControlLabel
          key={event}
          control={
            <Checkbox
              size="small"
              checked={value.includes(event)}
              onChange={(_, on) =>
                onChange(on ? [...value, event] : value.filter((e) => e !== event))
              }
            />
          }
          label={t(`integrations.events.${event}` as ParseKeys)}
        />
      ))}
    </FormGroup>
  );
};

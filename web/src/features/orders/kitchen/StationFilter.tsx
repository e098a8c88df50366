import { stationLabel } from '@carta/domain/orders';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Station } from './api.ts';

const KEY = 'carta.kitchen.station';

/** The station this tablet shows, kept on the device (a tablet stays at its station). */
export const readStation = (): number | null => {
  try {
    const id = Number(localStorage.getItem(KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
};

export const saveStation = (id: number | null): void => {
  try {
    if (id === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, String(id));
  } catch {
    // Private browsing without storage: the choice lasts until the page reloads.
  }
};

export const StationFilter = ({
  stations,
  value,
  language,
  onChange,
}: {
  readonly stations: readonly Station[];
  readonly value: number | null;
  readonly language: string;
  readonly onChange: (id: number | null) => void;
}) => {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('stations.filter')}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      sx={{ minWidth: 170 }}
      slotProps={{
        select: { displayEmpty: true, MenuProps: { sx: { zIndex: 2000 } } },
        inputLabel: { shrink: true },
      }}
      data-testid="kitchen-station"
    >
      <MenuItem value="">{t('stations.all')}</MenuItem>
      {stations.map((s) => (
        <MenuItem key={s.ID} value={String(s.ID)}>
          {stationLabel(s.Name, language)}
        </MenuItem>
      ))}
    </TextField>
  );
};

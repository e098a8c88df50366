import { PREP_MINUTES_MAX, PREP_MINUTES_MIN, stationLabel } from '@carta/domain/orders';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.tsx';
import { itemName } from '../format.ts';
import { type Station, stationsQuery, stationTargetsQuery, useStationChange } from './api.ts';

const ON_TOP = { zIndex: 2000 } as const;
const minutesOf = (text: string): number | null => {
  const n = Number(text);
  return text.trim() && Number.isInteger(n)
    ? Math.min(PREP_MINUTES_MAX, Math.max(PREP_MINUTES_MIN, n))
    : null;
};
const minutesInput = { htmlInput: { min: PREP_MINUTES_MIN, max: PREP_MINUTES_MAX, step: 1 } };

/** One station: its name and prep-time target, saved together; delete asks first. */
const StationRow = ({
  ws,
  station,
  language,
}: {
  ws: string;
  station: Station;
  language: string;
}) => {
  const { t } = useTranslation();
  const change = useStationChange(ws);
  const label = stationLabel(station.Name, language);
  const [name, setName] = useState(label);
  const [prep, setPrep] = useState(station.PrepMinutes === null ? '' : String(station.PrepMinutes));
  const [asking, setAsking] = useState(false);
  const done = {
    onSuccess: () => notify('stations.saved', 'success'),
    onError: () => notify('stations.error', 'error'),
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <TextField
        size="small"
        label={t('stations.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        size="small"
        type="number"
        label={t('stations.prep')}
        value={prep}
        onChange={(e) => setPrep(e.target.value)}
        slotProps={minutesInput}
        sx={{ width: 190 }}
      />
      <Button
        disabled={!name.trim() || change.isPending}
        onClick={() =>
          change.mutate(
            {
              kind: 'save',
              id: station.ID,
              input: { Name: name.trim(), PrepMinutes: minutesOf(prep) },
            },
            done,
          )
        }
      >
        {t('stations.save')}
      </Button>
      <IconButton
        aria-label={t('stations.delete', { name: label })}
        onClick={() => setAsking(true)}
      >
        <Delete />
      </IconButton>
      {asking && (
        <Dialog
          open
          onClose={() => setAsking(false)}
          aria-labelledby="station-delete-title"
          sx={ON_TOP}
        >
          <DialogTitle id="station-delete-title">
            {t('stations.deleteTitle', { name: label })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>{t('stations.deleteBody')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)}>{t('stations.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() =>
                change.mutate(
                  { kind: 'delete', id: station.ID },
                  { ...done, onSettled: () => setAsking(false) },
                )
              }
            >
              {t('stations.deleteConfirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
};

/**
 * The venue's kitchen stations (behaviour.md#kitchen): add, rename, set a prep-time target, delete;
 * then which station each menu section and each dish goes to (a dish's own wins), and a dish's own
 * target. Each change is saved as it is made.
 */
export const StationsDialog = ({ ws, onClose }: { ws: string; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const stations = useQuery(stationsQuery(ws));
  const targets = useQuery(stationTargetsQuery(ws));
  const change = useStationChange(ws);
  const [name, setName] = useState('');
  const [prep, setPrep] = useState('');
  const list = stations.data?.data ?? [];
  const assigned = new Map(
    (stations.data?.assignments ?? []).map((a) => [`${a.Kind}:${a.TargetID}`, a]),
  );
  const saved = {
    onSuccess: () => notify('stations.saved', 'success'),
    onError: () => notify('stations.error', 'error'),
  };
  const assign = (
    Kind: 'menu' | 'dish',
    TargetID: number,
    StationID: number | null,
    PrepMinutes: number | null,
  ) =>
    change.mutate(
      { kind: 'assign', assignment: { Kind, TargetID, StationID, PrepMinutes } },
      saved,
    );
  const picker = (
    label: string,
    value: number | null,
    onChange: (id: number | null) => void,
    empty: string,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      sx={{ minWidth: 200 }}
      slotProps={{
        select: { displayEmpty: true, MenuProps: { sx: ON_TOP } },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value="">{empty}</MenuItem>
      {list.map((s) => (
        <MenuItem key={s.ID} value={String(s.ID)}>
          {stationLabel(s.Name, language)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="stations-title"
      fullWidth
      maxWidth="md"
      sx={ON_TOP}
    >
      <DialogTitle id="stations-title">{t('stations.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('stations.hint')}
          </Typography>
          {list.length === 0 && <Typography>{t('stations.noStations')}</Typography>}
          {list.map((s) => (
            <StationRow
              key={`${s.ID}:${JSON.stringify(s.Name)}:${s.PrepMinutes}`}
              ws={ws}
              station={s}
              language={language}
            />
          ))}
          <Stack
            component="form"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            onSubmit={(event) => {
              event.preventDefault();
              change.mutate(
                { kind: 'save', input: { Name: name.trim(), PrepMinutes: minutesOf(prep) } },
                {
                  ...saved,
                  onSuccess: () => {
                    setName('');
                    setPrep('');
                    notify('stations.saved', 'success');
                  },
                },
              );
            }}
          >
            <TextField
              size="small"
              label={t('stations.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              size="small"
              type="number"
              label={t('stations.prep')}
              value={prep}
              onChange={(e) => setPrep(e.target.value)}
              slotProps={minutesInput}
              sx={{ width: 190 }}
            />
            <Button type="submit" variant="contained" disabled={!name.trim() || change.isPending}>
              {t('stations.add')}
            </Button>
          </Stack>
          {list.length > 0 && (
            <>
              <Typography variant="h6" component="h3">
                {t('stations.sections')}
              </Typography>
              {(targets.data ?? []).length === 0 && (
                <Typography>{t('stations.noSections')}</Typography>
              )}
              {(targets.data ?? []).map((section) => {
                const sectionName = itemName(section.MenuName, language);
                const own = assigned.get(`menu:${section.MenuID}`);
                return (
                  <Box key={section.MenuID} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
                    {picker(
                      t('stations.stationOf', { name: sectionName }),
                      own?.StationID ?? null,
                      (id) => assign('menu', section.MenuID, id, null),
                      t('stations.none'),
                    )}
                    <Stack spacing={1} sx={{ pl: 3, pt: 1 }}>
                      {section.Dishes.map((dish) => {
                        const dishName = itemName(dish.Name, language);
                        const mine = assigned.get(`dish:${dish.ID}`);
                        return (
                          <Stack
                            key={dish.ID}
                            direction="row"
                            spacing={1}
                            useFlexGap
                            sx={{ flexWrap: 'wrap' }}
                          >
                            {picker(
                              t('stations.stationOf', { name: dishName }),
                              mine?.StationID ?? null,
                              (id) => assign('dish', dish.ID, id, mine?.PrepMinutes ?? null),
                              t('stations.inherit'),
                            )}
                            <TextField
                              size="small"
                              type="number"
                              label={t('stations.prepOf', { name: dishName })}
                              defaultValue={mine?.PrepMinutes ?? ''}
                              slotProps={minutesInput}
                              sx={{ width: 220 }}
                              onBlur={(e) => {
                                const minutes = minutesOf(e.target.value);
                                if (minutes !== (mine?.PrepMinutes ?? null))
                                  assign('dish', dish.ID, mine?.StationID ?? null, minutes);
                              }}
                            />
                          </Stack>
                        );
                      })}
                    </Stack>
                  </Box>
                );
              })}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('stations.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

import { defaultContentLanguage, emptyTranslatable, fillLanguages } from '@carta/domain';
import {
  type AvailabilityValue,
  countAvailabilityErrors,
  readAvailability,
} from '@carta/domain/availability-form';
import { POINT_KINDS, type PointKind } from '@carta/domain/orders';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menusQuery } from '../../api/queries.ts';
import { menuTitle } from '../../app/menuTree.ts';
import { notify } from '../../app/notifications.tsx';
import { useSession } from '../../app/session.tsx';
import { AvailabilityInput } from '../../widgets/AvailabilityEditor/AvailabilityInput.tsx';
import { TranslatableField } from '../../widgets/TranslatableField/TranslatableField.tsx';
import type { Point, PointFields } from './api.ts';
import { menuOptions } from './menuOptions.ts';
import { useSavePoint } from './queries.ts';

type Props = {
  readonly ws: string;
  /** The point edited, or null for a new one. */
  readonly point: Point | null;
  readonly onClose: () => void;
};

const NO_MENU = '';

/** Create or edit a point (behaviour.md#ordering): its name in the venue's languages, kind, menu and switch. */
export const PointDialog = ({ ws, point, onClose }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const { enterprise } = useSession();
  const languages = enterprise.Languages;
  const mainLanguage = defaultContentLanguage(languages);
  const menus = useQuery(menusQuery(ws));
  const save = useSavePoint(ws);
  const [availability, setAvailability] = useState<AvailabilityValue>(() =>
    readAvailability(point?.Availability),
  );
  const [fields, setFields] = useState<Omit<PointFields, 'Availability'>>(() => ({
    Name: point ? fillLanguages(point.Name, languages) : emptyTranslatable(languages),
    Kind: point?.Kind ?? 'table',
    MenuID: point?.MenuID ?? null,
    Active: point?.Active ?? true,
  }));
  const [tried, setTried] = useState(false);
  const nameMissing = (fields.Name[mainLanguage] ?? '').trim() === '';
  const hoursInvalid = availability.IsTemp && countAvailabilityErrors(availability) > 0;
  const set = <K extends keyof typeof fields>(key: K, value: (typeof fields)[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    // Nothing is sent while the name is empty: the list would show a point no one can tell apart.
    if (nameMissing || hoursInvalid) return;
    save.mutate(
      {
        id: point?.ID ?? 'new',
        // No hours of its own is stored as null, as the server reads it: the venue's hours apply.
        fields: { ...fields, Availability: availability.IsTemp ? availability : null },
      },
      {
        onSuccess: () => {
          notify('points.dialog.saved', 'success');
          onClose();
        },
      },
    );
  };

  const options = menuOptions(menus.data ?? []);
  // A menu since deleted stays selectable as "none" rather than leaving the select without a value.
  const menuValue =
    fields.MenuID !== null && options.some((option) => option.id === fields.MenuID)
      ? String(fields.MenuID)
      : NO_MENU;

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
      // The paper is the form: Enter saves; our own checks speak, not the browser's bubbles.
      slotProps={{ paper: { component: 'form', onSubmit: submit, ...{ noValidate: true } } }}
    >
      <DialogTitle id={`${id}-title`}>
        {point ? t('points.dialog.editTitle') : t('points.dialog.newTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <div>
            <TranslatableField
              label={t('points.dialog.name')}
              value={fields.Name}
              onChange={(value) => set('Name', value)}
              languages={languages}
              locale={mainLanguage}
              required
            />
            {tried && nameMissing && (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {t('points.dialog.nameRequired')}
              </Alert>
            )}
          </div>
          <TextField
            select
            label={t('points.dialog.kind')}
            value={fields.Kind}
            onChange={(event) => set('Kind', event.target.value as PointKind)}
          >
            {POINT_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`points.kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('points.dialog.menu')}
            value={menuValue}
            // "None" is a real choice: shown as such, not as an empty field.
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            onChange={(event) =>
              set('MenuID', event.target.value === NO_MENU ? null : Number(event.target.value))
            }
          >
            <MenuItem value={NO_MENU}>{t('points.noMenu')}</MenuItem>
            {options.map(({ id: menuId, menu, depth }) => (
              <MenuItem key={menuId} value={String(menuId)} sx={{ pl: 2 + depth * 2 }}>
                {menuTitle(menu, mainLanguage, t('points.untitled'))}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch checked={fields.Active} onChange={(_, checked) => set('Active', checked)} />
            }
            label={t('points.dialog.active')}
          />
          <div>
            <Typography variant="subtitle2" component="h3">
              {t('points.dialog.hours')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('points.dialog.hoursHelp')}
            </Typography>
            <AvailabilityInput
              value={availability}
              onChange={setAvailability}
              timeZone={enterprise.TimeZone}
            />
          </div>
          {save.isError && (
            <Alert severity="error" role="alert">
              {t('points.dialog.saveError')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('points.dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('points.dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

import { fillLanguages, type Translatable } from '@carta/domain/translatable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Extra } from '../../../api/extras.ts';
import { AllergenSelector } from '../../../widgets/AllergenSelector/AllergenSelector.tsx';
import { ConfirmDialog } from '../../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { ConnectedTranslatableField } from '../../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { formatPrice, parsePrice } from '../price.ts';

export type ExtraDialogProps = {
  /** behaviour.md#editing: the dialog is open whenever an extra is given. */
  readonly extra: Extra | null;
  readonly languages: readonly string[];
  /** The dish's modifier groups (behaviour.md#extra-groups) an option may belong to. */
  readonly groups?: readonly { readonly ID: number; readonly label: string }[];
  readonly saving: boolean;
  /** The last save failed: the list is as it was and the dialog stays open to try again. */
  readonly error: string | null;
  readonly onSave: (extra: Extra) => void;
  readonly onDelete: (extraId: number) => void;
  readonly onClose: () => void;
};

/** behaviour.md#blocks dish extra dialog: translatable name and price; Delete (red), Cancel and Save. */
export const ExtraDialog = (props: ExtraDialogProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const { extra, saving, onClose } = props;
  return (
    <Dialog
      open={extra !== null}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('blocks.food.extrasTitle')}</DialogTitle>
      {/* Keyed by the extra: opening another one starts from its own values. */}
      {extra && <ExtraForm key={String(extra.ExtraID)} {...props} extra={extra} />}
    </Dialog>
  );
};

const ExtraForm = ({
  extra,
  languages,
  groups = [],
  saving,
  error,
  onSave,
  onDelete,
  onClose,
}: ExtraDialogProps & { readonly extra: Extra }) => {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState<Translatable>(() => fillLanguages(extra.Name, languages));
  const [priceText, setPriceText] = useState(() => formatPrice(extra.Price, i18n.language));
  const [checked, setChecked] = useState(false);
  const [groupId, setGroupId] = useState<number | null>(extra.GroupID ?? null);
  const [allergens, setAllergens] = useState<readonly number[]>(extra.Allergens ?? []);
  const [confirming, setConfirming] = useState(false);
  const parsed = parsePrice(priceText);
  const priceError = !parsed.ok
    ? t('blocks.food.priceInvalid')
    : parsed.value === null
      ? t('blocks.food.extraPriceRequired')
      : null;
  const savedId = typeof extra.ExtraID === 'number' ? extra.ExtraID : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!parsed.ok || parsed.value === null) return;
    onSave({ ...extra, Name: name, Price: parsed.value, GroupID: groupId, Allergens: allergens });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2}>
          <ConnectedTranslatableField
            label={t('blocks.food.extraName')}
            value={name}
            languages={languages}
            onChange={setName}
            disabled={saving}
          />
          <TextField
            size="small"
            required
            label={t('blocks.food.price')}
            value={priceText}
            onChange={(event) => setPriceText(event.target.value)}
            error={checked && priceError !== null}
            helperText={checked && priceError ? priceError : t('blocks.food.extraPriceHint')}
            disabled={saving}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ maxWidth: 280 }}
          />
          {groups.length > 0 && (
            <TextField
              select
              size="small"
              label={t('blocks.food.extraGroup')}
              value={groupId === null ? '' : String(groupId)}
              onChange={(event) =>
                setGroupId(event.target.value === '' ? null : Number(event.target.value))
              }
              disabled={saving}
              sx={{ maxWidth: 280 }}
            >
              <MenuItem value="">{t('blocks.food.noGroup')}</MenuItem>
              {groups.map((g) => (
                <MenuItem key={g.ID} value={String(g.ID)}>
                  {g.label}
                </MenuItem>
              ))}
            </TextField>
          )}
          <AllergenSelector
            label={t('blocks.food.extraAllergens')}
            value={allergens}
            onChange={setAllergens}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {savedId !== null && (
          <Button
            color="error"
            onClick={() => setConfirming(true)}
            disabled={saving}
            sx={{ mr: 'auto' }}
          >
            {t('common.delete')}
          </Button>
        )}
        <Button onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          {t('common.save')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('confirmDelete.title')}
        message={t('confirmDelete.message')}
        confirmLabel={t('common.delete')}
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (savedId !== null) onDelete(savedId);
        }}
      />
    </Box>
  );
};

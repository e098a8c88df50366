import { fillLanguages, type Translatable } from '@carta/domain/translatable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExtraGroup } from '../../../api/extra-groups.ts';
import { ConfirmDialog } from '../../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { ConnectedTranslatableField } from '../../../widgets/TranslatableField/ConnectedTranslatableField.tsx';

/** behaviour.md#extra-groups: a group's name per language and how many options a guest takes. */
export const ExtraGroupDialog = ({
  group,
  languages,
  saving,
  error,
  onSave,
  onDelete,
  onClose,
}: {
  readonly group: ExtraGroup | null;
  readonly languages: readonly string[];
  readonly saving: boolean;
  readonly error: string | null;
  readonly onSave: (group: ExtraGroup) => void;
  readonly onDelete: (id: number) => void;
  readonly onClose: () => void;
}) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={group !== null}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('blocks.food.groupTitle')}</DialogTitle>
      {group && (
        <GroupForm
          key={String(group.ID)}
          {...{ group, languages, saving, error, onSave, onDelete, onClose }}
        />
      )}
    </Dialog>
  );
};

const GroupForm = ({
  group,
  languages,
  saving,
  error,
  onSave,
  onDelete,
  onClose,
}: {
  readonly group: ExtraGroup;
  readonly languages: readonly string[];
  readonly saving: boolean;
  readonly error: string | null;
  readonly onSave: (group: ExtraGroup) => void;
  readonly onDelete: (id: number) => void;
  readonly onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [name, setName] = useState<Translatable>(() => fillLanguages(group.Name, languages));
  const [min, setMin] = useState(String(group.Min));
  const [max, setMax] = useState(String(group.Max));
  const [confirming, setConfirming] = useState(false);
  const minN = Number(min);
  const maxN = Number(max);
  const valid =
    Number.isInteger(minN) && Number.isInteger(maxN) && minN >= 0 && maxN >= 1 && minN <= maxN;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSave({ ...group, Name: name, Min: minN, Max: maxN });
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2}>
          <ConnectedTranslatableField
            label={t('blocks.food.groupName')}
            value={name}
            languages={languages}
            onChange={setName}
            disabled={saving}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              size="small"
              type="number"
              label={t('blocks.food.groupMin')}
              value={min}
              onChange={(event) => setMin(event.target.value)}
              helperText={t('blocks.food.groupMinHint')}
              slotProps={{ htmlInput: { min: 0, max: 50 } }}
              disabled={saving}
            />
            <TextField
              size="small"
              type="number"
              label={t('blocks.food.groupMax')}
              value={max}
              onChange={(event) => setMax(event.target.value)}
              error={!valid}
              helperText={valid ? t('blocks.food.groupMaxHint') : t('blocks.food.groupInvalid')}
              slotProps={{ htmlInput: { min: 1, max: 50 } }}
              disabled={saving}
            />
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        {typeof group.ID === 'number' && (
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
        <Button type="submit" variant="contained" loading={saving} disabled={!valid}>
          {t('common.save')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('confirmDelete.title')}
        message={t('blocks.food.groupDeleteMessage')}
        confirmLabel={t('common.delete')}
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (typeof group.ID === 'number') onDelete(group.ID);
        }}
      />
    </Box>
  );
};

import type { BlockData } from '@carta/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { WeeklySchedule } from '../../widgets/WeeklySchedule/WeeklySchedule.tsx';
import type { BlockEditorProps } from '../types.ts';
import { FormIconChoice, formIconLooks } from './FormIconChoice.tsx';
import { DestinationMailField, LimitField } from './fields.tsx';

const SWITCHES = [
  ['FormNIF', 'nif'],
  ['FormRoomNumber', 'roomNumber'],
  ['FormDateTime', 'dateTime'],
  ['FormNumberOfPeople', 'numberOfPeople'],
] as const;

/**
 * Form (29): a request sent by mail. behaviour.md#editing: the timetable shows only with FormDateTime, the label
 * and limit only with FormNumberOfPeople; hidden values are kept, not cleared.
 */
export const Editor = memo(function FormEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'form'>) {
  const { t } = useTranslation();
  const icon = data.FormIcon;
  const mail = data.FormDestinationMail;

  if (collapsed) {
    const { Icon } = formIconLooks[icon];
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Icon fontSize="small" color="action" />
        <Typography variant="body2" color={mail ? 'text.secondary' : 'error'} noWrap>
          {mail ? t('blocks.form.summary', { mail }) : t('blocks.form.mailRequired')}
        </Typography>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <FormIconChoice value={icon} onChange={(FormIcon) => onChange({ FormIcon })} />
      <DestinationMailField
        value={mail}
        onChange={(FormDestinationMail) => onChange({ FormDestinationMail })}
      />
      <FormGroup>
        {SWITCHES.map(([field, label]) => (
          <FormControlLabel
            key={field}
            label={t(`blocks.form.${label}`)}
            control={
              <Switch
                checked={data[field]}
                onChange={(event) => onChange({ [field]: event.target.checked })}
              />
            }
          />
        ))}
      </FormGroup>
      {data.FormDateTime && (
        <Stack spacing={1} component="section" aria-label={t('blocks.form.timetable')}>
          <Typography variant="subtitle2" component="h4">
            {t('blocks.form.timetable')}
          </Typography>
          <WeeklySchedule
            value={data.FormTimetable}
            onChange={(timetable) =>
              // WeeklyTimetable's days are readonly arrays, the schema's mutable: no one mutates a patch.
              onChange({ FormTimetable: timetable as BlockData<'form'>['FormTimetable'] })
            }
          />
        </Stack>
      )}
      {data.FormNumberOfPeople && (
        <Stack spacing={2}>
          <ConnectedTranslatableField
            label={t('blocks.form.peopleLabel')}
            value={data.FormLblNumberOfItem}
            languages={languages}
            onChange={(FormLblNumberOfItem) => onChange({ FormLblNumberOfItem })}
          />
          <LimitField
            value={data.FormLimitNumberOfItem}
            onChange={(FormLimitNumberOfItem) => onChange({ FormLimitNumberOfItem })}
          />
        </Stack>
      )}
      <ConnectedTranslatableField
        label={t('blocks.form.buttonText')}
        value={data.FormTextBtn}
        languages={languages}
        onChange={(FormTextBtn) => onChange({ FormTextBtn })}
      />
    </Stack>
  );
});

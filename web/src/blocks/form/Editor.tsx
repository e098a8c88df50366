import { FORM_ICONS } from '@carta/domain/blocks/fields';
import type { WeeklyTimetable } from '@carta/domain/timetable';
import { parseTranslatable } from '@carta/domain/translatable';
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
import { FormIconChoice, formIconLooks, isFormIcon } from './FormIconChoice.tsx';
import { DestinationMailField, LimitField } from './fields.tsx';

const SWITCHES = [
  ['FormNIF', 'nif'],
  ['FormRoomNumber', 'roomNumber'],
  ['FormDateTime', 'dateTime'],
  ['FormNumberOfPeople', 'numberOfPeople'],
] as const;

/**
 * Form (29): a request sent by mail. §4: the timetable shows only with FormDateTime, the label
 * and limit only with FormNumberOfPeople; hidden values are kept, not cleared.
 */
export const Editor = memo(function FormEditor({
  content,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps) {
  const { t } = useTranslation();
  const icon = isFormIcon(content.FormIcon) ? content.FormIcon : FORM_ICONS[0];
  const mail = typeof content.FormDestinationMail === 'string' ? content.FormDestinationMail : '';
  const limit =
    typeof content.FormLimitNumberOfItem === 'number' ? content.FormLimitNumberOfItem : null;

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
                checked={content[field] === true}
                onChange={(event) => onChange({ [field]: event.target.checked })}
              />
            }
          />
        ))}
      </FormGroup>
      {content.FormDateTime === true && (
        <Stack spacing={1} component="section" aria-label={t('blocks.form.timetable')}>
          <Typography variant="subtitle2">{t('blocks.form.timetable')}</Typography>
          <WeeklySchedule
            value={content.FormTimetable as Partial<WeeklyTimetable> | null | undefined}
            onChange={(FormTimetable) => onChange({ FormTimetable })}
          />
        </Stack>
      )}
      {content.FormNumberOfPeople === true && (
        <Stack spacing={2}>
          <ConnectedTranslatableField
            label={t('blocks.form.peopleLabel')}
            value={parseTranslatable(content.FormLblNumberOfItem)}
            languages={languages}
            onChange={(FormLblNumberOfItem) => onChange({ FormLblNumberOfItem })}
          />
          <LimitField
            value={limit}
            onChange={(FormLimitNumberOfItem) => onChange({ FormLimitNumberOfItem })}
          />
        </Stack>
      )}
      <ConnectedTranslatableField
        label={t('blocks.form.buttonText')}
        value={parseTranslatable(content.FormTextBtn)}
        languages={languages}
        onChange={(FormTextBtn) => onChange({ FormTextBtn })}
      />
    </Stack>
  );
});

import { FORM_ICONS } from '@carta/domain/blocks/fields';
import EditNote from '@mui/icons-material/EditNote';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Restaurant from '@mui/icons-material/Restaurant';
import type SvgIcon from '@mui/material/SvgIcon';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type FormIcon = (typeof FORM_ICONS)[number];

const isFormIcon = (value: unknown): value is FormIcon => FORM_ICONS.some((icon) => icon === value);

/** How each stored mdi name is drawn and named. */
export const formIconLooks: Record<
  FormIcon,
  { readonly Icon: typeof SvgIcon; readonly name: 'information' | 'document' | 'food' }
> = {
  'mdi-information': { Icon: InfoOutlined, name: 'information' },
  'mdi-file-document-edit': { Icon: EditNote, name: 'document' },
  'mdi-silverware-fork-knife': { Icon: Restaurant, name: 'food' },
};

/** The three icons of behaviour.md#blocks form (29); one is always chosen. */
export const FormIconChoice = ({
  value,
  onChange,
}: {
  readonly value: FormIcon;
  readonly onChange: (icon: FormIcon) => void;
}) => {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div>
      <Typography id={labelId} variant="body2" color="text.secondary" gutterBottom>
        {t('blocks.form.icon')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        aria-labelledby={labelId}
        // Pressing the chosen icon again reports null: the form keeps its icon.
        onChange={(_event, next: unknown) => {
          if (isFormIcon(next) && next !== value) onChange(next);
        }}
      >
        {FORM_ICONS.map((icon) => {
          const { Icon, name } = formIconLooks[icon];
          const label = t(`blocks.form.icons.${name}`);
          return (
            <Tooltip key={icon} title={label}>
              <ToggleButton value={icon} aria-label={label}>
                <Icon />
              </ToggleButton>
            </Tooltip>
          );
        })}
      </ToggleButtonGroup>
    </div>
  );
};

import { FORM_ICONS } from '@carta/domain/blocks/fields';
import EditNoteIcon from '@mui/icons-material/EditNote';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';

type FormIcon = (typeof FORM_ICONS)[number];

const ICONS: { readonly [K in FormIcon]: typeof SvgIcon } = {
  'mdi-information': InfoIcon,
  'mdi-file-document-edit': EditNoteIcon,
  'mdi-silverware-fork-knife': RestaurantIcon,
};

const isFormIcon = (value: unknown): value is FormIcon =>
  (FORM_ICONS as readonly unknown[]).includes(value);

/**
 * Rcovid / COVID form (40): header only in the spec; the line says what guests get, and the form
 * icon stored with it (behaviour.md#data FormIcon) can be chosen as in the other forms.
 */
export const Editor = memo(function RcovidEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'rcovid'>) {
  const { t } = useTranslation();
  const id = useId();
  const description = (
    <Typography variant="body2" color={collapsed ? undefined : 'text.secondary'} noWrap={collapsed}>
      {t('blocks.rcovid.description')}
    </Typography>
  );
  if (collapsed) return description;
  return (
    <Stack spacing={1.5}>
      {description}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id={id} variant="body2">
          {t('blocks.rcovid.icon')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={data.FormIcon}
          aria-labelledby={id}
          onChange={(_event, value: unknown) => {
            if (isFormIcon(value)) onChange({ FormIcon: value });
          }}
        >
          {FORM_ICONS.map((name) => {
            const Icon = ICONS[name];
            const label = t(`blocks.rcovid.icons.${name}`);
            return (
              <Tooltip key={name} title={label}>
                <ToggleButton value={name} aria-label={label}>
                  <Icon fontSize="small" />
                </ToggleButton>
              </Tooltip>
            );
          })}
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
});

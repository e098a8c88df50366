import { ALERT_ICONS } from '@carta/domain/blocks/alert';
import { translatedValue } from '@carta/domain/translatable';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../widgets/ColorPicker/ColorPicker.tsx';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import { GuestNeeded } from '../shared/GuestNeeded.tsx';
import type { BlockEditorProps } from '../types.ts';
import { alertIconLooks, isAlertIcon } from './alertIcons.ts';

const SUMMARY_MAX = 60;

/** Alert (6): an icon, a translatable text and a colour. */
export const Editor = memo(function AlertEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'alert'>) {
  const { t } = useTranslation();
  const contentLanguage = useContentLanguage(languages);
  const iconLabelId = useId();
  // Stored values are not checked on reading: an icon outside the list (older data) draws none.
  const icon = isAlertIcon(data.Icon) ? data.Icon : '';
  // A stored '' is no colour chosen, as null is.
  const color = data.Color || null;
  const text = data.AlertText;

  if (collapsed) {
    const { Icon } = alertIconLooks[icon];
    const line = translatedValue(text, contentLanguage);
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        {icon && <Icon fontSize="small" color="action" />}
        <Typography variant="body2" color="text.secondary" noWrap>
          {line
            ? line.length > SUMMARY_MAX
              ? `${line.slice(0, SUMMARY_MAX)}...`
              : line
            : t('blocks.alert.noText')}
        </Typography>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Box>
        <Typography id={iconLabelId} variant="body2" color="text.secondary" gutterBottom>
          {t('blocks.alert.icon')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={icon}
          aria-labelledby={iconLabelId}
          // Pressing the chosen icon again would report null: the alert always has a choice.
          onChange={(_event, next: unknown) => {
            if (isAlertIcon(next) && next !== icon) onChange({ Icon: next });
          }}
        >
          {ALERT_ICONS.map((value) => {
            const { Icon, name } = alertIconLooks[value];
            const label = t(`blocks.alert.icons.${name}`);
            return (
              <Tooltip key={name} title={label}>
                <ToggleButton value={value} aria-label={label}>
                  <Icon />
                </ToggleButton>
              </Tooltip>
            );
          })}
        </ToggleButtonGroup>
      </Box>
      <GuestNeeded block="alert" data={data} field="AlertText">
        <ConnectedTranslatableField
          label={t('blocks.alert.text')}
          required
          value={text}
          languages={languages}
          mode="textArea"
          onChange={(AlertText) => onChange({ AlertText })}
        />
      </GuestNeeded>
      <Box>
        <ColorPicker
          label={t('blocks.alert.color')}
          value={color}
          onChange={(Color) => onChange({ Color })}
        />
      </Box>
    </Stack>
  );
});

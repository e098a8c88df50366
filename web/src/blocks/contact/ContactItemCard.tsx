import {
  ADDRESS_ICON,
  CONTACT_ICONS,
  type ContactIcon,
  type ContactItem,
  contactUrlSchema,
  PHONE_ICONS,
  phoneOf,
  URL_ICONS,
  withContactIcon,
  withPhone,
} from '@carta/domain/blocks/contact';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressResult } from '../../api/geocode.ts';
import { AddressSearch } from '../../widgets/AddressSearch/AddressSearch.tsx';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import { CoordinateField } from '../shared/CoordinateField.tsx';
import { CONTACT_ICON_KEYS, CONTACT_ICON_SVGS } from './contactIcons.tsx';
import { PhoneField } from './PhoneField.tsx';

type ContactItemCardProps = {
  readonly item: ContactItem;
  readonly number: number;
  readonly languages: readonly string[];
  readonly onChange: (item: ContactItem) => void;
  readonly onDelete: (id: ContactItem['ID']) => void;
};

const isContactIcon = (value: string): value is ContactIcon =>
  (CONTACT_ICONS as readonly string[]).includes(value);

/** One contact line: its icon, its text, and an address or a link depending on the icon (behaviour.md#editing). */
export const ContactItemCard = memo(function ContactItemCard({
  item,
  number,
  languages,
  onChange,
  onDelete,
}: ContactItemCardProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const icon = item.ContactIcon;
  const SelectedIcon = CONTACT_ICON_SVGS[icon];
  const { Lat, Lon } = item.ContactLatLon;
  // A found address goes into the content language being edited, where staff see it appear.
  const language = useContentLanguage(languages);
  const deleteLabel = t('blocks.contact.deleteItem', { number });
  const badUrls = Object.entries(item.ContactURL)
    .filter(([, url]) => !contactUrlSchema.safeParse(url).success)
    .map(([lang]) => lang.toUpperCase());
  const found: AddressResult | null =
    Lat !== null && Lon !== null
      ? { address: item.ContactDescription[language] ?? '', lat: Lat, lon: Lon }
      : null;

  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5 }}
      role="group"
      aria-label={t('blocks.contact.item', { number })}
    >
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <TextField
            select
            label={t('blocks.contact.icon')}
            value={icon}
            size="small"
            sx={{ minWidth: 220 }}
            onChange={(event) => {
              const next = event.target.value;
              if (isContactIcon(next)) onChange(withContactIcon(item, next, languages));
            }}
            slotProps={{
              select: {
                renderValue: () => (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <SelectedIcon fontSize="small" />
                    {t(`blocks.contact.icons.${CONTACT_ICON_KEYS[icon]}`)}
                  </Box>
                ),
              },
            }}
          >
            {CONTACT_ICONS.map((option) => {
              const Svg = CONTACT_ICON_SVGS[option];
              return (
                <MenuItem key={option} value={option}>
                  <ListItemIcon>
                    <Svg fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>
                    {t(`blocks.contact.icons.${CONTACT_ICON_KEYS[option]}`)}
                  </ListItemText>
                </MenuItem>
              );
            })}
          </TextField>
          <Box sx={{ flex: 1 }} />
          <Tooltip title={deleteLabel}>
            <IconButton aria-label={deleteLabel} color="error" onClick={() => setConfirming(true)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Box>
        <ConnectedTranslatableField
          label={t('blocks.contact.description')}
          value={item.ContactDescription}
          languages={languages}
          onChange={(ContactDescription) => onChange({ ...item, ContactDescription })}
        />
        {PHONE_ICONS.includes(icon) && (
          <PhoneField
            label={t(
              icon === 'mdi-whatsapp' ? 'blocks.contact.whatsappNumber' : 'blocks.contact.phone',
            )}
            value={phoneOf(item)}
            onChange={(number) => onChange(withPhone(item, number, languages))}
            helperText={t('blocks.contact.phoneHelp')}
            invalidText={t('blocks.contact.phoneError')}
          />
        )}
        {icon === ADDRESS_ICON && (
          <>
            <AddressSearch
              label={t('blocks.contact.findAddress')}
              value={found}
              onChange={(result) => {
                if (!result) return;
                onChange({
                  ...item,
                  ContactDescription: { ...item.ContactDescription, [language]: result.address },
                  ContactLatLon: { Lat: result.lat, Lon: result.lon },
                });
              }}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              <CoordinateField
                label={t('blocks.contact.lat')}
                value={Lat}
                limit={90}
                invalidText={t('blocks.contact.coordinateError', { limit: 90 })}
                onChange={(value) =>
                  onChange({ ...item, ContactLatLon: { ...item.ContactLatLon, Lat: value } })
                }
              />
              <CoordinateField
                label={t('blocks.contact.lon')}
                value={Lon}
                limit={180}
                invalidText={t('blocks.contact.coordinateError', { limit: 180 })}
                onChange={(value) =>
                  onChange({ ...item, ContactLatLon: { ...item.ContactLatLon, Lon: value } })
                }
              />
            </Box>
          </>
        )}
        {URL_ICONS.includes(icon) && (
          <Box>
            <ConnectedTranslatableField
              label={icon === 'mdi-email' ? t('blocks.contact.emailUrl') : t('blocks.contact.url')}
              value={item.ContactURL}
              languages={languages}
              onChange={(ContactURL) => onChange({ ...item, ContactURL })}
            />
            {badUrls.length > 0 && (
              <FormHelperText error role="alert">
                {t('blocks.contact.urlError', { languages: badUrls.join(', ') })}
              </FormHelperText>
            )}
          </Box>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('confirmDelete.title')}
        message={t('blocks.contact.deleteItemMessage', { number })}
        confirmLabel={t('common.delete')}
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete(item.ID);
        }}
      />
    </Paper>
  );
});

import {
  CONTACT_MAX_ITEMS,
  type ContactItem,
  newContactItem,
  PHONE_ICONS,
  phoneOf,
} from '@carta/domain/blocks/contact';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';
import { ContactItemCard } from './ContactItemCard.tsx';
import { CONTACT_ICON_KEYS } from './contactIcons.tsx';

/** Contact (17): contact lines (address, phone, links …), with or without dividers between them. */
export const Editor = memo(function ContactEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'contact'>) {
  const { t } = useTranslation();
  const items = data.ContactItems;

  if (collapsed) {
    // The numbers are what a receptionist looks for on a folded card.
    const numbers = items
      .filter((item) => PHONE_ICONS.includes(item.ContactIcon) && phoneOf(item) !== '')
      .map((item) =>
        t('blocks.contact.summaryItem', {
          name: t(`blocks.contact.icons.${CONTACT_ICON_KEYS[item.ContactIcon]}`),
          number: phoneOf(item),
        }),
      );
    return (
      <Typography variant="body2" noWrap>
        {[t('blocks.contact.itemCount', { count: items.length }), ...numbers].join(' · ')}
      </Typography>
    );
  }

  const updateItem = (next: ContactItem) =>
    onChange({ ContactItems: items.map((item) => (item.ID === next.ID ? next : item)) });
  const deleteItem = (id: ContactItem['ID']) =>
    onChange({ ContactItems: items.filter((item) => item.ID !== id) });
  const full = items.length >= CONTACT_MAX_ITEMS;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          sx={{ flex: 1 }}
          control={
            <Switch
              checked={data.HideDivider}
              onChange={(e) => onChange({ HideDivider: e.target.checked })}
            />
          }
          label={t('blocks.contact.hideDivider')}
        />
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={full}
          onClick={() => onChange({ ContactItems: [...items, newContactItem({ languages })] })}
        >
          {t('blocks.contact.addItem')}
        </Button>
      </Stack>
      {full && (
        <Typography variant="body2" color="text.secondary">
          {t('blocks.contact.limit', { max: CONTACT_MAX_ITEMS })}
        </Typography>
      )}
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('blocks.contact.noItems')}
        </Typography>
      ) : (
        items.map((item, index) => (
          <ContactItemCard
            key={item.ID}
            item={item}
            number={index + 1}
            languages={languages}
            onChange={updateItem}
            onDelete={deleteItem}
          />
        ))
      )}
    </Stack>
  );
});

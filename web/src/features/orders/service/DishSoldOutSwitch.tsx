import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { i18n } from '../../../i18n/i18n.ts';
import en from './locales/en.json';
import es from './locales/es.json';
import { soldOutQuery, useSoldOut } from './queries.ts';

// The editor's route does not bring the orders screens' labels: this switch brings its own few.
if (i18n.getResource('es', 'translation', 'service') === undefined) {
  i18n.addResourceBundle('es', 'translation', { service: es }, true, false);
  i18n.addResourceBundle('en', 'translation', { service: en }, true, false);
}

/**
 * "Agotado" on a saved dish's card in the menu editor: one tap marks it sold out until the venue's
 * day changes (behaviour.md#ordering), another puts it back; it shows what is stored now, and
 * takes effect at once, without the menu's Save.
 */
export const DishSoldOutSwitch = ({ dishId, name }: { dishId: number; name: string }) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const ws = user.EnterpriseID;
  const marks = useQuery(soldOutQuery(ws));
  const soldOut = useSoldOut(ws);
  const isOut = (marks.data ?? []).some((m) => m.Kind === 'dish' && m.ID === dishId);
  return (
    <FormControlLabel
      sx={{ mr: 0.5, ml: 0 }}
      control={
        <Switch
          size="small"
          color="error"
          checked={isOut}
          disabled={!marks.data || soldOut.isPending}
          onChange={(e) => soldOut.mutate({ kind: 'dish', id: dishId, soldOut: e.target.checked })}
          slotProps={{
            input: {
              'aria-label': `${t('service.soldOut.mark')}: ${name}`,
              'data-testid': 'dish-sold-out',
            } as React.InputHTMLAttributes<HTMLInputElement>,
          }}
        />
      }
      label={t('service.soldOut.mark')}
    />
  );
};

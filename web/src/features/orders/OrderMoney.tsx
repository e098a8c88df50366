import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';
import type { Order } from './api.ts';
import { formatMoney } from './format.ts';

/** What the order's money comes to: received, still due, tips apart, and any money beyond Total. */
export const OrderMoney = ({ order }: { readonly order: Order }) => {
  const { t } = useTranslation();
  const locale = useUiLanguage();
  const money = (amount: number) => formatMoney(amount, order.Currency, locale);
  const overpaid = order.Overpaid;
  const rows = [
    ['paid', order.Paid],
    ['due', order.Due],
    ['tips', order.Tips],
    ...(overpaid > 0 ? [['overpaid', overpaid] as const] : []),
  ] as const;
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
          gap: 1,
          m: 0,
        }}
      >
        {rows.map(([key, amount]) => (
          <Box
            key={key}
            data-money={key}
            sx={{
              p: 1,
              borderRadius: 1,
              border: 1,
              borderColor: key === 'overpaid' ? 'warning.main' : 'divider',
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`orders.money.${key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {money(amount)}
            </Typography>
          </Box>
        ))}
      </Box>
      {overpaid > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('orders.money.overpaidHint', { amount: money(overpaid) })}
        </Alert>
      )}
    </Box>
  );
};

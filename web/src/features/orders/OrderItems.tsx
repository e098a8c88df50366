import { lineMinor } from '@carta/domain/money-view';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';
import type { Order, OrderItem } from './api.ts';
import { formatMinor, formatMoney, itemName } from './format.ts';
import { LineChoices } from './LineChoices.tsx';

/** An order's dishes with their extras, notes and prices, and the total. */
export const OrderItems = ({
  order,
  language,
  lineAction,
}: {
  readonly order: Order;
  readonly language: string;
  /** A control beside each line's name (the desk's one-tap sold out). */
  readonly lineAction?: (item: OrderItem) => ReactNode;
}) => {
  const { t } = useTranslation();
  const locale = useUiLanguage();
  const money = (amount: number) => formatMoney(amount, order.Currency, locale);
  if (order.Items.length === 0)
    return <Typography color="text.secondary">{t('orders.detail.noItems')}</Typography>;
  return (
    <Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.Items.map((item) => (
          <Box component="li" key={item.ID} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
              {/* A div: the line's action (a chip, a button) is no phrasing content for a <p>. */}
              <Typography component="div" sx={{ fontWeight: 600 }}>
                {item.Quantity} × {itemName(item.Name, language)} {lineAction?.(item)}
              </Typography>
              <Typography sx={{ whiteSpace: 'nowrap' }}>
                {formatMinor(lineMinor(item, order.Currency), order.Currency, locale)}
              </Typography>
            </Box>
            <LineChoices
              extras={item.Extras}
              language={language}
              price={(extra) => money(extra.Price)}
              sx={{ pl: 2, typography: 'body2', color: 'text.secondary' }}
            />
            {item.Note && (
              <Typography variant="body2" sx={{ pl: 2, fontStyle: 'italic' }}>
                {t('orders.detail.note', { note: item.Note })}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{t('orders.detail.total')}</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="order-total">
          {money(order.Total)}
        </Typography>
      </Box>
    </Box>
  );
};

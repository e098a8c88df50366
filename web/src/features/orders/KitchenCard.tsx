import {
  type AgeThresholds,
  type KitchenColumn,
  minutesSince,
  orderAgeLevel,
} from '@carta/domain/orders';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import type { Order } from './api.ts';
import { PaymentChip } from './chips.tsx';
import { itemName } from './format.ts';
import { LineChoices } from './LineChoices.tsx';

const AGE_COLORS = {
  fresh: { bg: 'grey.800', fg: 'common.white' },
  warn: { bg: '#ffb300', fg: '#000' },
  late: { bg: '#c62828', fg: 'common.white' },
} as const;

type Props = {
  readonly order: Order;
  readonly column: KitchenColumn;
  readonly pointName: string;
  readonly language: string;
  readonly cameIn: Date;
  readonly now: Date;
  readonly thresholds: AgeThresholds;
  readonly busy: boolean;
  readonly onAdvance: (order: Order) => void;
};

/** One order on the pass: where it goes, what is in it, how long it has waited, one big button. */
export const KitchenCard = (props: Props) => {
  const { order, column, pointName, language, cameIn, now, thresholds, busy, onAdvance } = props;
  const { t } = useTranslation();
  const minutes = minutesSince(cameIn, now);
  const level = column === 'served' ? 'fresh' : orderAgeLevel(minutes, thresholds);
  const colors = AGE_COLORS[level];
  const headingId = `kitchen-order-${order.ID}`;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      data-order={order.ID}
      data-age={level}
      elevation={column === 'new' ? 6 : 1}
      sx={{
        p: 1.5,
        mb: 1.5,
        borderLeft: 8,
        borderColor:
          column === 'new' ? 'warning.main' : column === 'accepted' ? 'info.main' : 'success.main',
        opacity: column === 'served' ? 0.75 : 1,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Box component="h3" id={headingId} sx={{ m: 0, fontSize: 26, lineHeight: 1.2 }}>
          {pointName}
          <Box component="span" sx={{ fontSize: 18, fontWeight: 400, ml: 1 }}>
            {t('orders.number', { number: order.ID })}
          </Box>
        </Box>
        {column !== 'served' && (
          <Box
            sx={{
              px: 1,
              borderRadius: 1,
              fontSize: 22,
              fontWeight: 700,
              bgcolor: colors.bg,
              color: colors.fg,
              whiteSpace: 'nowrap',
            }}
          >
            {t('orders.kitchen.minutes', { count: minutes })}
          </Box>
        )}
      </Box>
      {/* Only when a card payment was started: the pass need not read "no payment" on every card. */}
      {order.PaymentStatus !== 'none' && (
        <Box sx={{ mt: 1 }}>
          <PaymentChip status={order.PaymentStatus} />
        </Box>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1, fontSize: 22 }}>
        {order.Items.map((item) => (
          <li key={item.ID}>
            <strong>{item.Quantity} ×</strong> {itemName(item.Name, language)}
            <LineChoices extras={item.Extras} language={language} sx={{ pl: 3, fontSize: 18 }} />
            {item.Note && (
              <Box sx={{ pl: 3, fontSize: 18, fontStyle: 'italic' }}>
                {t('orders.detail.note', { note: item.Note })}
              </Box>
            )}
          </li>
        ))}
      </Box>
      {column !== 'served' && (
        <Button
          fullWidth
          size="large"
          variant="contained"
          color={column === 'new' ? 'warning' : 'success'}
          disabled={busy}
          onClick={() => onAdvance(order)}
          sx={{ fontSize: 22, py: 1.25 }}
          aria-describedby={headingId}
        >
          {column === 'new' ? t('orders.kitchen.accept') : t('orders.kitchen.serve')}
        </Button>
      )}
    </Paper>
  );
};

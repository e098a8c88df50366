import {
  type AgeThresholds,
  type KitchenColumn,
  minutesSince,
  orderAgeLevel,
  thresholdsForTarget,
} from '@carta/domain/orders';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import type { Order, OrderItem } from './api.ts';
import { PaymentChip } from './chips.tsx';
import { itemName } from './format.ts';
import { KitchenLine } from './kitchen/KitchenLine.tsx';
import { LineChoices } from './LineChoices.tsx';

const AGE_COLORS = {
  fresh: { bg: 'grey.800', fg: 'common.white' },
  warn: { bg: '#ffb300', fg: '#000' },
  late: { bg: '#c62828', fg: 'common.white' },
} as const;

type Props = {
  /** The order with the lines this board shows (a station's tablet: its own). */
  readonly order: Order;
  /** Lines of the order at other stations, not shown here. */
  readonly otherLines: number;
  readonly column: KitchenColumn;
  readonly pointName: string;
  readonly language: string;
  readonly cameIn: Date;
  readonly now: Date;
  readonly thresholds: AgeThresholds;
  /** Its prep-time target in minutes (its slowest line's), over the device's thresholds. */
  readonly target: number | null;
  readonly busy: boolean;
  readonly canRecall: boolean;
  readonly onAdvance: (order: Order) => void;
  readonly onBump: (order: Order, item: OrderItem) => void;
  readonly onSoldOut: (item: OrderItem) => void;
  readonly onRecall: (order: Order) => void;
};

/** One order on the pass: where it goes, what is in it, how long it has waited, one big button. */
export const KitchenCard = (props: Props) => {
  const { order, column, pointName, language, cameIn, now, thresholds, target, busy } = props;
  const { t } = useTranslation();
  const minutes = minutesSince(cameIn, now);
  const limits = target === null ? thresholds : thresholdsForTarget(target);
  const level = column === 'served' ? 'fresh' : orderAgeLevel(minutes, limits);
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
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Box
          component="h3"
          id={headingId}
          // Read as "Mesa 2, Pedido nº 2", not run together.
          aria-label={`${pointName}, ${t('orders.number', { number: order.ID })}`}
          sx={{ m: 0, fontSize: 26, lineHeight: 1.2 }}
        >
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
            {target !== null && (
              <Box component="span" sx={{ fontSize: 14, fontWeight: 400, ml: 0.75 }}>
                / {t('stations.target', { count: target })}
              </Box>
            )}
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
        {order.Items.map((item) =>
          column === 'served' ? (
            <li key={item.ID}>
              <strong>{item.Quantity} ×</strong> {itemName(item.Name, language)}
              <KitchenChoices item={item} language={language} />
            </li>
          ) : (
            <KitchenLine
              key={item.ID}
              item={item}
              language={language}
              bumpable={column === 'accepted'}
              busy={busy}
              onBump={(line) => props.onBump(order, line)}
              onSoldOut={props.onSoldOut}
            />
          ),
        )}
      </Box>
      {props.otherLines > 0 && (
        <Box sx={{ color: 'text.secondary', fontSize: 16, mb: 1 }}>
          {t('stations.otherLines', { count: props.otherLines })}
        </Box>
      )}
      {column !== 'served' && (
        <Button
          fullWidth
          size="large"
          variant="contained"
          color={column === 'new' ? 'warning' : 'success'}
          disabled={busy}
          onClick={() => props.onAdvance(order)}
          sx={{ fontSize: 22, py: 1.25 }}
          aria-describedby={headingId}
        >
          {column === 'new' ? t('orders.kitchen.accept') : t('orders.kitchen.serve')}
        </Button>
      )}
      {column === 'served' && props.canRecall && (
        <Button
          fullWidth
          size="large"
          variant="outlined"
          color="inherit"
          disabled={busy}
          onClick={() => props.onRecall(order)}
          aria-describedby={headingId}
        >
          {t('stations.recall')}
        </Button>
      )}
    </Paper>
  );
};

/** A line's choices, grouped, and its note, under the dish. */
export const KitchenChoices = ({ item, language }: { item: OrderItem; language: string }) => {
  const { t } = useTranslation();
  const line = { display: 'block', pl: 3, fontSize: 18 } as const;
  return (
    <>
      <LineChoices extras={item.Extras} language={language} sx={line} />
      {item.Note && (
        <Box component="span" sx={{ ...line, fontStyle: 'italic' }}>
          {t('orders.detail.note', { note: item.Note })}
        </Box>
      )}
    </>
  );
};

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';
import type { Order } from './api.ts';
import { formatDateTime, formatMoney, itemName } from './format.ts';
import { LineChoices } from './LineChoices.tsx';
import { printsQuery, usePrintTicket } from './queries.ts';

const TICKET_CLASS = 'carta-kitchen-ticket';

/**
 * On paper only the ticket shows, sized for an 80 mm kitchen roll (72 mm printable), in black
 * monospace that thermal printers render crisply.
 */
const printStyles = {
  '@media print': {
    '@page': { size: '80mm auto', margin: '4mm' },
    'body *': { visibility: 'hidden !important' },
    [`.${TICKET_CLASS}, .${TICKET_CLASS} *`]: { visibility: 'visible !important' },
    [`.${TICKET_CLASS}`]: {
      position: 'fixed',
      left: 0,
      top: 0,
      width: '72mm',
      margin: 0,
      padding: 0,
      border: 'none !important',
      color: '#000 !important',
      background: '#fff !important',
    },
  },
} as const;

type Props = {
  readonly ws: string;
  readonly order: Order;
  readonly pointName: string;
  readonly language: string;
  readonly onClose: () => void;
};

/**
 * The kitchen ticket: a preview, then the browser's print dialog. Every print is counted on the
 * server first, so a reprint (from this or any other device) comes out marked COPY.
 */
export const TicketDialog = ({ ws, order, pointName, language, onClose }: Props) => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const locale = useUiLanguage();
  const print = usePrintTicket(ws);
  const prints = useQuery({ ...printsQuery(ws, order.ID), refetchOnMount: 'always' });
  const printCount = prints.data?.count ?? null;
  const [printRequest, setPrintRequest] = useState(0);

  // The dialog opens once the ticket on screen says what the count says (COPY or not).
  useEffect(() => {
    if (printRequest > 0) window.print();
  }, [printRequest]);

  const money = (amount: number) => formatMoney(amount, order.Currency, locale);
  const copy = printCount !== null && printCount > 1;
  const printsText = (() => {
    if (!prints.data) return t('orders.ticket.printsLoading');
    const { count, last } = prints.data;
    if (count === 0 || !last) return t('orders.ticket.notPrinted');
    const when = formatDateTime(last, locale, enterprise.TimeZone);
    return t('orders.ticket.printedTimes', { count, when });
  })();

  return (
    <Dialog open onClose={onClose} aria-labelledby="ticket-title">
      <GlobalStyles styles={printStyles} />
      <DialogTitle id="ticket-title">{t('orders.ticket.title', { number: order.ID })}</DialogTitle>
      <DialogContent>
        <Box
          className={TICKET_CLASS}
          data-testid="kitchen-ticket"
          data-copy={copy ? 'true' : 'false'}
          sx={{
            width: '72mm',
            maxWidth: '100%',
            mx: 'auto',
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
            fontSize: 14,
            color: '#000',
            bgcolor: '#fff',
          }}
        >
          {copy && (
            <Box
              sx={{ textAlign: 'center', fontWeight: 700, fontSize: 20, border: '2px solid #000' }}
            >
              {t('orders.ticket.copy')}
            </Box>
          )}
          <Box sx={{ textAlign: 'center', fontWeight: 700, fontSize: 18, mt: 1 }}>
            {t('orders.number', { number: order.ID })}
          </Box>
          <Box sx={{ textAlign: 'center', fontWeight: 700, fontSize: 18 }}>{pointName}</Box>
          <Box sx={{ textAlign: 'center' }}>
            {formatDateTime(order.CreatedAt, locale, enterprise.TimeZone)}
          </Box>
          <Box component="hr" sx={{ border: 0, borderTop: '1px dashed #000', my: 1 }} />
          {order.Items.map((item) => (
            <Box key={item.ID} sx={{ mb: 0.75 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
                <span>
                  {item.Quantity} × {itemName(item.Name, language)}
                </span>
              </Box>
              <LineChoices extras={item.Extras} language={language} sx={{ pl: 2 }} />
              {item.Note && (
                <Box sx={{ pl: 2, fontStyle: 'italic' }}>
                  {t('orders.detail.note', { note: item.Note })}
                </Box>
              )}
            </Box>
          ))}
          <Box component="hr" sx={{ border: 0, borderTop: '1px dashed #000', my: 1 }} />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
            <span>{t('orders.detail.total')}</span>
            <span>{money(order.Total)}</span>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} role="status">
          {printsText}
        </Typography>
        {print.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t('orders.ticket.error')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('orders.ticket.close')}</Button>
        <Button
          variant="contained"
          disabled={print.isPending}
          onClick={() =>
            print.mutate(order.ID, {
              onSuccess: () => setPrintRequest((n) => n + 1),
            })
          }
        >
          {t('orders.ticket.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

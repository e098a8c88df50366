import { minorOf, parseAmount, wireOf } from '@carta/domain/money-view';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';
import type { PaymentAttempt } from './api.ts';
import { formatMinor } from './format.ts';

type Props = {
  readonly reference: string;
  readonly currency: string;
  /** What is left to refund of the payment, in minor units. */
  readonly left: number;
  readonly onClose: () => void;
  /** The wire amount to refund; undefined: all that is left. */
  readonly onConfirm: (amount: number | undefined) => void;
};

/** Refund one payment, whole or in part, said in money before anything goes back. */
export const RefundDialog = ({ reference, currency, left, onClose, onConfirm }: Props) => {
  const { t } = useTranslation();
  const locale = useUiLanguage();
  const [whole, setWhole] = useState(true);
  const [text, setText] = useState('');
  const part = parseAmount(text, currency);
  const bad = !whole && (part === null || part <= 0 || part > left);
  const amount = whole ? left : (part ?? 0);
  return (
    <Dialog open onClose={onClose} aria-labelledby="refund-title" maxWidth="xs" fullWidth>
      <DialogTitle id="refund-title">{t('orders.payments.refundTitle', { reference })}</DialogTitle>
      <DialogContent>
        <RadioGroup
          value={whole ? 'whole' : 'part'}
          onChange={(e) => setWhole(e.target.value === 'whole')}
        >
          <FormControlLabel
            value="whole"
            control={<Radio />}
            label={t('orders.payments.refundWhole', {
              amount: formatMinor(left, currency, locale),
            })}
          />
          <FormControlLabel
            value="part"
            control={<Radio />}
            label={t('orders.payments.refundPart')}
          />
        </RadioGroup>
        {!whole && (
          <TextField
            autoFocus
            label={t('orders.payments.refundAmount')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={text !== '' && bad}
            helperText={t('orders.payments.refundAtMost', {
              amount: formatMinor(left, currency, locale),
            })}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ mt: 1 }}
            fullWidth
          />
        )}
        <DialogContentText sx={{ mt: 2 }}>
          {t('orders.payments.confirmBody', { amount: formatMinor(amount, currency, locale) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('orders.payments.keep')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={bad}
          onClick={() => onConfirm(whole ? undefined : wireOf(amount, currency))}
        >
          {t('orders.payments.refund')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** What is left to refund of a payment, in minor units: taken (amount and tip), not yet given back. */
export const refundableMinor = (
  a: Pick<PaymentAttempt, 'State' | 'Amount' | 'Tip' | 'Refunded' | 'Currency'>,
): number => {
  if (a.State !== 'paid') return 0;
  return Math.max(
    0,
    minorOf(a.Amount, a.Currency) + minorOf(a.Tip, a.Currency) - minorOf(a.Refunded, a.Currency),
  );
};

/** Where the provider sends the guest back: `?payment={attempt}&order={id}` (docs/api.md). */
export type PayReturnParams = { readonly attempt: number; readonly order: number };

const id = (value: string | null) =>
  value !== null && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;

export const payReturnOf = (search: string): PayReturnParams | null => {
  const params = new URLSearchParams(search);
  const attempt = id(params.get('payment'));
  const order = id(params.get('order'));
  return attempt !== null && order !== null ? { attempt, order } : null;
};

/** The return's parameters taken out of the address, so a reload does not show the result again. */
export const withoutPayReturn = (search: string): string => {
  const params = new URLSearchParams(search);
  params.delete('payment');
  params.delete('order');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
};

/** What the guest is shown of an attempt: only the verified state counts, never the return URL. */
export type PayOutcome = 'checking' | 'paid' | 'failed' | 'cancelled' | 'refunded';

export const outcomeOf = (state: string | undefined): PayOutcome => {
  if (state === 'paid') return 'paid';
  if (state === 'cancelled') return 'cancelled';
  if (state === 'refunded') return 'refunded';
  if (state === 'failed' || state === 'expired') return 'failed';
  return 'checking';
};

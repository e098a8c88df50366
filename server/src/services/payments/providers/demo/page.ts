import { demoAmount, formatMoney } from '@carta/domain/orders';
import type { AttemptRow, Credentials } from '../../../../repos/payments.ts';
import { escapeHtml, hidden, page } from '../page.ts';
import { notifyPath } from '../paths.ts';
import { DEMO_CHOICES, signDemo } from './index.ts';

type DemoChoice = {
  readonly label: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly primary?: boolean;
};

/** The demo page's words in the languages it speaks; Spanish unless the browser prefers English. */
const DEMO_TEXT = {
  es: {
    title: 'Pago de prueba',
    hint: 'Proveedor de demostración de Carta: no se cobra ninguna tarjeta.',
    paid: 'Pagar',
    failed: 'Simular un pago rechazado',
    cancelled: 'Cancelar',
  },
  en: {
    title: 'Test payment',
    hint: 'Carta’s demonstration provider: no card is charged.',
    paid: 'Pay',
    failed: 'Simulate a declined payment',
    cancelled: 'Cancel',
  },
} as const;
type DemoLang = keyof typeof DEMO_TEXT;

/** The first of the browser's languages the demo page speaks (`Accept-Language`). */
const demoLangOf = (accept: string | undefined): DemoLang => {
  for (const part of (accept ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'es' || tag === 'en') return tag;
  }
  return 'es';
};

/** The demo provider's card page: one form per choice, each carrying its signed notification. */
const demoPage = (o: {
  readonly lang: DemoLang;
  /** Already formatted in the page's language and the attempt's currency. */
  readonly amount: string;
  readonly action: string;
  readonly choices: readonly DemoChoice[];
}) =>
  page(
    DEMO_TEXT[o.lang].title,
    `<main><h1>${escapeHtml(DEMO_TEXT[o.lang].title)}</h1><p>${escapeHtml(DEMO_TEXT[o.lang].hint)}</p><p class="amount" data-amount="">${escapeHtml(o.amount)}</p>${o.choices
      .map(
        (c) =>
          `<form method="post" action="${escapeHtml(o.action)}">${hidden(c.fields)}<button type="submit"${c.primary ? ' class="pay"' : ''}>${escapeHtml(c.label)}</button></form>`,
      )
      .join('')}</main>`,
    '',
    o.lang,
  );

/**
 * The demo's hosted card page of a pending attempt: one form per choice, each a notification
 * signed with the venue's demo secret, posted to the demo's notify path; `back` is the guest
 * app's page the notification sends the browser to.
 */
export const demoPayPage = (
  credentials: Credentials,
  attempt: AttemptRow,
  to: { readonly ws: number; readonly back: string; readonly acceptLanguage: string | undefined },
) => {
  const lang = demoLangOf(to.acceptLanguage);
  const charged = attempt.AmountCents + attempt.TipCents;
  return demoPage({
    lang,
    amount: formatMoney(charged, attempt.Currency, lang),
    action: notifyPath(to.ws, 'demo'),
    choices: DEMO_CHOICES.map((outcome) => {
      const n = {
        reference: attempt.Reference,
        outcome,
        amount: demoAmount(charged, attempt.Currency) ?? '',
        currency: attempt.Currency,
        return: to.back,
      };
      return {
        label: DEMO_TEXT[lang][outcome],
        primary: outcome === 'paid',
        fields: { ...n, signature: signDemo(credentials, n) },
      };
    }),
  });
};

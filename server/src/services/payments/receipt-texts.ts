/**
 * The words of a receipt's PDF and mail, in the guest app's languages (Spanish by default, English
 * for a language without them, as the guest app does). Spanish addresses the guest as usted.
 */
const TEXTS = {
  es: {
    receipt: 'Recibo',
    order: 'Pedido n.º {id}',
    paidAt: 'Fecha',
    yourPart: 'Su parte: {count} de {of} partes iguales de lo pendiente',
    onAccount: 'Pago a cuenta del pedido',
    orderTotal: 'Total del pedido',
    amount: 'Pagado',
    tip: 'Propina',
    charged: 'Total cobrado',
    refunded: 'Reembolsado',
    taxes: 'Impuestos incluidos en los precios.',
    reference: 'Referencia del pago',
    provider: 'Medio de pago',
    subject: 'Su recibo de {venue}',
    greeting: 'Gracias por su visita. Adjuntamos el recibo de su pago.',
  },
  en: {
    receipt: 'Receipt',
    order: 'Order no. {id}',
    paidAt: 'Date',
    yourPart: 'Your part: {count} of {of} equal shares of what was due',
    onAccount: 'Payment towards the order',
    orderTotal: 'Order total',
    amount: 'Paid',
    tip: 'Tip',
    charged: 'Total charged',
    refunded: 'Refunded',
    taxes: 'Taxes included in the prices.',
    reference: 'Payment reference',
    provider: 'Paid with',
    subject: 'Your receipt from {venue}',
    greeting: 'Thank you for your visit. Your payment receipt is attached.',
  },
  de: {
    receipt: 'Beleg',
    order: 'Bestellung Nr. {id}',
    paidAt: 'Datum',
    yourPart: 'Ihr Anteil: {count} von {of} gleichen Teilen des offenen Betrags',
    onAccount: 'Anzahlung auf die Bestellung',
    orderTotal: 'Summe der Bestellung',
    amount: 'Bezahlt',
    tip: 'Trinkgeld',
    charged: 'Belastet insgesamt',
    refunded: 'Erstattet',
    taxes: 'Steuern in den Preisen enthalten.',
    reference: 'Zahlungsreferenz',
    provider: 'Bezahlt mit',
    subject: 'Ihr Beleg von {venue}',
    greeting: 'Vielen Dank für Ihren Besuch. Im Anhang finden Sie den Beleg Ihrer Zahlung.',
  },
  fr: {
    receipt: 'Reçu',
    order: 'Commande n° {id}',
    paidAt: 'Date',
    yourPart: 'Votre part : {count} sur {of} parts égales du reste dû',
    onAccount: 'Acompte sur la commande',
    orderTotal: 'Total de la commande',
    amount: 'Payé',
    tip: 'Pourboire',
    charged: 'Total débité',
    refunded: 'Remboursé',
    taxes: 'Taxes comprises dans les prix.',
    reference: 'Référence du paiement',
    provider: 'Payé avec',
    subject: 'Votre reçu de {venue}',
    greeting: 'Merci de votre visite. Vous trouverez ci-joint le reçu de votre paiement.',
  },
} as const;

export type ReceiptLanguage = keyof typeof TEXTS;
export const RECEIPT_LANGUAGES = Object.keys(TEXTS) as ReceiptLanguage[];
export type ReceiptTexts = { readonly [K in keyof (typeof TEXTS)['es']]: string };

export const receiptLanguageOf = (lang: string | undefined): ReceiptLanguage =>
  RECEIPT_LANGUAGES.find((l) => l === lang) ?? (lang ? 'en' : 'es');

export const receiptTexts = (lang: ReceiptLanguage): ReceiptTexts => TEXTS[lang];

/** `{name}` placeholders filled in. */
export const fill = (text: string, values: Readonly<Record<string, string | number>>) =>
  text.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));

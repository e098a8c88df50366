import { createHash } from 'node:crypto';

/** Text for HTML: the five characters that could open markup or leave an attribute. */
export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const hidden = (fields: Readonly<Record<string, string>>) =>
  Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');

const page = (title: string, body: string, head = '', lang = 'es') =>
  `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>${head}<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}button{display:block;width:100%;margin:.5rem 0;padding:.9rem;font-size:1rem;border-radius:.5rem;border:1px solid #555;background:#fff;cursor:pointer}button.pay{background:#1b5e20;color:#fff;border-color:#1b5e20}p.amount{font-size:2rem;margin:.5rem 0 1.5rem}</style></head><body>${body}</body></html>`;

export type DemoChoice = {
  readonly label: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly primary?: boolean;
};

/** The demo page's words in the languages it speaks; Spanish unless the browser prefers English. */
export const DEMO_TEXT = {
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
export type DemoLang = keyof typeof DEMO_TEXT;

/** The first of the browser's languages the demo page speaks (`Accept-Language`). */
export const demoLangOf = (accept: string | undefined): DemoLang => {
  for (const part of (accept ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'es' || tag === 'en') return tag;
  }
  return 'es';
};

/** The demo provider's card page: one form per choice, each carrying its signed notification. */
export const demoPage = (o: {
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

/** The script that posts the Redsys form as soon as the page loads, allowed by its hash alone. */
const AUTO_POST = 'document.forms[0].submit();';
export const AUTO_POST_HASH = `'sha256-${createHash('sha256').update(AUTO_POST).digest('base64')}'`;

/** A Carta page that posts the signed form to Redsys (a button if scripts are off). */
export const autoPostPage = (action: string, fields: Readonly<Record<string, string>>) =>
  page(
    'Redsys',
    `<main><form method="post" action="${escapeHtml(action)}">${hidden(fields)}<p>Redirigiendo al pago seguro…</p><button type="submit" class="pay">Continuar al pago</button></form></main><script>${AUTO_POST}</script>`,
  );

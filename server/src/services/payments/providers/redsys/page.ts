import { createHash } from 'node:crypto';
import type { Config } from '../../../../config-type.ts';
import type { AttemptRow, Credentials } from '../../../../repos/payments.ts';
import { escapeHtml, hidden, page } from '../page.ts';
import { redsysForm } from './index.ts';

/** The script that posts the Redsys form as soon as the page loads, allowed by its hash alone. */
const AUTO_POST = 'document.forms[0].submit();';
const AUTO_POST_HASH = `'sha256-${createHash('sha256').update(AUTO_POST).digest('base64')}'`;

/** A Carta page that posts the signed form to Redsys (a button if scripts are off). */
const autoPostPage = (action: string, fields: Readonly<Record<string, string>>) =>
  page(
    'Redsys',
    `<main><form method="post" action="${escapeHtml(action)}">${hidden(fields)}<p>Redirigiendo al pago seguro…</p><button type="submit" class="pay">Continuar al pago</button></form></main><script>${AUTO_POST}</script>`,
  );

/** The page's Content-Security-Policy: scripts by hash alone, and the form may post to Redsys only. */
export const redsysPageCsp = (config: Config['payments']) =>
  `default-src 'none'; style-src 'unsafe-inline'; script-src ${AUTO_POST_HASH}; form-action https://sis-t.redsys.es:25443 https://sis.redsys.es ${config.redsysUrls?.redirect ? new URL(config.redsysUrls.redirect).origin : ''}; base-uri 'none'; frame-ancestors 'none'`;

/** Redsys's hosted step: the Carta page that posts an attempt's signed form to Redsys. */
export const redsysPayPage = (
  config: Config['payments'],
  credentials: Credentials,
  attempt: AttemptRow,
  to: { readonly returnUrl: string; readonly notifyUrl: string },
) => {
  const form = redsysForm(config.redsysUrls, credentials, attempt, to);
  return autoPostPage(form.url, form.fields);
};

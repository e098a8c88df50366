/** Text for HTML: the five characters that could open markup or leave an attribute. */
export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Hidden form fields, escaped. */
export const hidden = (fields: Readonly<Record<string, string>>) =>
  Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');

/** A small page of Carta's own for the guest's browser (the demo card page, the Redsys form). */
export const page = (title: string, body: string, head = '', lang = 'es') =>
  `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>${head}<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}button{display:block;width:100%;margin:.5rem 0;padding:.9rem;font-size:1rem;border-radius:.5rem;border:1px solid #555;background:#fff;cursor:pointer}button.pay{background:#1b5e20;color:#fff;border-color:#1b5e20}p.amount{font-size:2rem;margin:.5rem 0 1.5rem}</style></head><body>${body}</body></html>`;

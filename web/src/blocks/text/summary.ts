/**
 * The words of a rich-text value on one line, for the collapsed card. DOMParser builds an inert
 * document: nothing in the stored HTML runs or loads.
 */
export const plainTextOf = (html: string): string => {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const code of body.querySelectorAll('script, style, template')) code.remove();
  for (const block of body.querySelectorAll('p, li, h1, h2, h3, h4, br, div')) block.append(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
};

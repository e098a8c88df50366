/** Rich text as one line of plain text, for a placeholder: tags dropped, entities read. */
export const plainText = (html: string): string => {
  if (!html.includes('<') && !html.includes('&')) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
};

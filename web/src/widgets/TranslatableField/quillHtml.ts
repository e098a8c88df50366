import type Quill from 'quill';

/**
 * Quill 2.0.3's semantic HTML writes every space as `&nbsp;`, which would stop guest apps from
 * wrapping lines: keep the first space of each run a normal one (runs still show every space).
 */
export const normalSpaces = (html: string): string =>
  html.replace(/(?:&nbsp;)+/g, (run) => ` ${'&nbsp;'.repeat(run.length / 6 - 1)}`);

/** The editor's HTML as guest apps get it; an empty editor is '' rather than '<p></p>'. */
export const htmlOf = (quill: Quill): string =>
  quill.getLength() <= 1 ? '' : normalSpaces(quill.getSemanticHTML());

/** Plain text stored before rich text existed keeps its line breaks. */
const looksLikeHtml = (text: string) => /<[a-z][^>]*>/i.test(text);

/** Shows a stored value without reporting it back (`silent`) and without an undo step into it. */
export const showHtml = (quill: Quill, html: string) => {
  const delta = looksLikeHtml(html)
    ? quill.clipboard.convert({ html })
    : quill.clipboard.convert({ text: html });
  quill.setContents(delta, 'silent');
  quill.history.clear();
};

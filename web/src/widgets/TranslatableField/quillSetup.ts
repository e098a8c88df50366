import type Quill from 'quill';
import type toolbarLabels from './locales/es.json';

export type ToolbarKey = keyof (typeof toolbarLabels)['toolbar'];
export type ToolbarLabel = (key: ToolbarKey, level?: number) => string;

/** behaviour.md#widgets, first toolbar, in its order (the second one lists images and video, which Text lacks). */
export const TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ align: [] }],
  ['blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }, { list: 'check' }],
  [{ script: 'sub' }, { script: 'super' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ color: [] }, { background: [] }],
  ['link'],
  [{ direction: 'rtl' }],
  ['clean'],
];

/**
 * The formats Quill may build: exactly the toolbar's. Without this list Quill also builds images
 * and videos (live iframes) from HTML that never went through the server's sanitizer (old data).
 */
export const FORMATS = [
  'header',
  'size',
  'bold',
  'italic',
  'underline',
  'strike',
  'align',
  'blockquote',
  'code-block',
  'list',
  'script',
  'indent',
  'color',
  'background',
  'link',
  'direction',
];

/** Quill's indent on Tab, kept only at the start of a list item or over a selection in a list. */
const listIndent = (shiftKey: boolean) => ({
  key: 'Tab',
  shiftKey,
  format: ['list'],
  handler(this: { quill: Quill }, range: { length: number }, context: { offset: number }) {
    if (range.length === 0 && context.offset !== 0) return true;
    this.quill.format('indent', shiftKey ? '-1' : '+1', 'user');
    return false;
  },
});

/**
 * Tab leaves the editor, as it leaves every other field of the form: Quill would insert a tab
 * character (or indent quotes and code) and keyboard users could never get out. Indenting stays on
 * the toolbar, and on Tab at the start of a list item, where editors have taught people to expect it.
 */
export const KEYBOARD_BINDINGS = {
  indent: listIndent(false),
  outdent: listIndent(true),
  'indent code-block': false,
  'outdent code-block': false,
  'remove tab': false,
  tab: { key: 'Tab', handler: () => true },
};

const BUTTONS: Readonly<Record<string, ToolbarKey>> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  strike: 'strike',
  blockquote: 'blockquote',
  'code-block': 'codeBlock',
  link: 'link',
  clean: 'clean',
  'list:ordered': 'listOrdered',
  'list:bullet': 'listBullet',
  'list:check': 'listCheck',
  'script:sub': 'sub',
  'script:super': 'super',
  'indent:-1': 'outdent',
  'indent:+1': 'indent',
  'direction:rtl': 'rtl',
};

const SIZES: Readonly<Record<string, ToolbarKey>> = {
  small: 'small',
  large: 'large',
  huge: 'huge',
};
const ALIGNS: Readonly<Record<string, ToolbarKey>> = {
  center: 'alignCenter',
  right: 'alignRight',
  justify: 'alignJustify',
};

/** A picker's name and the name of each of its options (by `data-value`; none is the default). */
const PICKERS: Readonly<
  Record<string, { name: ToolbarKey; item: (value: string | null, label: ToolbarLabel) => string }>
> = {
  header: { name: 'header', item: (v, l) => (v ? l('heading', Number(v)) : l('normal')) },
  size: { name: 'size', item: (v, l) => l((v && SIZES[v]) || 'normal') },
  align: { name: 'align', item: (v, l) => l((v && ALIGNS[v]) || 'alignLeft') },
  color: { name: 'color', item: (v, l) => `${l('color')} ${v ?? ''}`.trim() },
  background: { name: 'background', item: (v, l) => `${l('background')} ${v ?? ''}`.trim() },
};

const formatOf = (element: Element): string | undefined =>
  [...element.classList].find((c) => c.startsWith('ql-') && c !== 'ql-picker')?.slice(3);

const name = (element: HTMLElement, text: string) => {
  element.setAttribute('aria-label', text);
  element.title = text;
};

/** Quill's buttons carry only an icon and an English format name: give each a label in the UI language. */
export const labelToolbar = (toolbar: HTMLElement, label: ToolbarLabel) => {
  toolbar.setAttribute('aria-label', label('name'));
  for (const button of toolbar.querySelectorAll<HTMLButtonElement>('button')) {
    const format = formatOf(button);
    const value = button.getAttribute('value');
    const key = format && BUTTONS[value ? `${format}:${value}` : format];
    if (key) name(button, label(key));
  }
  for (const picker of toolbar.querySelectorAll<HTMLElement>('.ql-picker')) {
    const spec = PICKERS[formatOf(picker) ?? ''];
    if (!spec) continue;
    const pickerLabel = picker.querySelector<HTMLElement>('.ql-picker-label');
    if (pickerLabel) name(pickerLabel, label(spec.name));
    for (const item of picker.querySelectorAll<HTMLElement>('.ql-picker-item')) {
      name(item, spec.item(item.getAttribute('data-value'), label));
    }
  }
};

const cssString = (text: string) => JSON.stringify(text);

/**
 * The snow theme writes some words with CSS `content` (picker captions, the link tooltip): replace
 * them with the UI language's, as styles for the editor's host.
 */
export const quillWordsSx = (label: ToolbarLabel): Record<string, { content: string }> => {
  const picker = (format: string, value: string | null) =>
    ['label', 'item']
      .map((part) => {
        const attribute = value ? `[data-value="${value}"]` : '';
        return `& .ql-snow .ql-picker.ql-${format} .ql-picker-${part}${attribute}::before`;
      })
      .join(', ');
  const sx: Record<string, { content: string }> = {
    '& .ql-snow .ql-tooltip::before': { content: cssString(label('linkVisit')) },
    '& .ql-snow .ql-tooltip[data-mode=link]::before': { content: cssString(label('linkEnter')) },
    '& .ql-snow .ql-tooltip a.ql-action::after': { content: cssString(label('linkEdit')) },
    '& .ql-snow .ql-tooltip.ql-editing a.ql-action::after': {
      content: cssString(label('linkSave')),
    },
    '& .ql-snow .ql-tooltip a.ql-remove::before': { content: cssString(label('linkRemove')) },
    [picker('header', null)]: { content: cssString(label('normal')) },
    [picker('size', null)]: { content: cssString(label('normal')) },
  };
  for (const level of [1, 2, 3, 4, 5, 6]) {
    sx[picker('header', String(level))] = { content: cssString(label('heading', level)) };
  }
  for (const [size, key] of Object.entries(SIZES)) {
    sx[picker('size', size)] = { content: cssString(label(key)) };
  }
  return sx;
};

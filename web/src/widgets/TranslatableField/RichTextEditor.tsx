import Box from '@mui/material/Box';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlOf, showHtml } from './quillHtml.ts';
import {
  FORMATS,
  KEYBOARD_BINDINGS,
  labelToolbar,
  quillWordsSx,
  TOOLBAR,
  type ToolbarLabel,
} from './quillSetup.ts';
import { rovingToolbar } from './rovingToolbar.ts';

export type RichTextEditorProps = {
  /** HTML, or plain text stored before the field was rich; '' is an empty editor. */
  readonly value: string;
  readonly onChange: (html: string) => void;
  /** The accessible name of the editing area. */
  readonly label: string;
  readonly lang: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  /** Greyed text shown while empty (the fallback language's text, without markup). */
  readonly placeholder?: string;
};

/**
 * Quill 2 as a controlled input. Quill owns its DOM, so the value flows one way at a time: the
 * user's edits are reported and remembered, and only a value different from the last one reported
 * (another language, a translation, a reload) is written back into the editor — which is why
 * typing never loses the cursor and nothing loops.
 */
export const RichTextEditor = ({
  value,
  onChange,
  label,
  lang,
  disabled = false,
  required = false,
  placeholder,
}: RichTextEditorProps) => {
  const { t, i18n } = useTranslation();
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const shown = useRef(value);
  const onChangeRef = useRef(onChange);
  const words: ToolbarLabel = (key, level) =>
    t(`widgets.TranslatableField.toolbar.${key}`, { level });

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const quill = new Quill(host.appendChild(document.createElement('div')), {
      theme: 'snow',
      formats: FORMATS,
      modules: { toolbar: TOOLBAR, keyboard: { bindings: KEYBOARD_BINDINGS } },
    });
    showHtml(quill, shown.current);
    quill.on('text-change', (_delta, _old, source) => {
      if (source !== 'user') return;
      const html = htmlOf(quill);
      if (html === shown.current) return;
      shown.current = html;
      onChangeRef.current(html);
    });
    const toolbar = host.querySelector<HTMLElement>('.ql-toolbar');
    const stopRoving = toolbar ? rovingToolbar(toolbar) : () => undefined;
    quillRef.current = quill;
    return () => {
      stopRoving();
      quillRef.current = null;
      host.replaceChildren();
    };
  }, []);

  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || value === shown.current) return;
    shown.current = value;
    showHtml(quill, value);
  }, [value]);

  useEffect(() => {
    const quill = quillRef.current;
    if (!quill) return;
    quill.enable(!disabled);
    quill.root.setAttribute('aria-disabled', String(disabled));
    hostRef.current?.querySelector('.ql-toolbar')?.toggleAttribute('inert', disabled);
  }, [disabled]);

  useEffect(() => {
    const root = quillRef.current?.root;
    // Quill shows `data-placeholder` while its editor is blank (the `ql-blank` class).
    if (root) root.dataset.placeholder = placeholder ?? '';
  }, [placeholder]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `words` follows `t`, new each language
  useEffect(() => {
    const quill = quillRef.current;
    const toolbar = hostRef.current?.querySelector<HTMLElement>('.ql-toolbar');
    if (!quill || !toolbar) return;
    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-label', label);
    root.setAttribute('aria-required', String(required));
    root.lang = lang;
    labelToolbar(toolbar, words);
    const input = hostRef.current?.querySelector<HTMLInputElement>('.ql-tooltip input');
    input?.setAttribute('aria-label', words('linkInput'));
    input?.setAttribute('data-link', 'https://');
  }, [label, lang, required, t, i18n.language]);

  return (
    <Box
      ref={hostRef}
      sx={{
        '& .ql-toolbar.ql-snow': {
          borderColor: 'divider',
          borderRadius: '4px 4px 0 0',
          fontFamily: 'inherit',
        },
        '& .ql-container.ql-snow': {
          borderColor: 'divider',
          borderRadius: '0 0 4px 4px',
          fontFamily: 'inherit',
          fontSize: '1rem',
        },
        '&:focus-within .ql-container.ql-snow': { borderColor: 'primary.main' },
        '& .ql-editor': { minHeight: 140 },
        '& .ql-editor.ql-blank::before': { color: 'text.secondary', opacity: 0.85 },
        '& .ql-toolbar button:focus-visible, & .ql-picker-label:focus-visible, & .ql-picker-item:focus-visible':
          { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
        opacity: disabled ? 0.6 : 1,
        ...quillWordsSx(words),
      }}
    />
  );
};

// Material Design icon paths (Apache-2.0), drawn inline: the form's three icons (behaviour.md#data) and a star.
const FORM_ICONS: Readonly<Record<string, string>> = {
  'mdi-information':
    'M13 9h-2V7h2m0 10h-2v-6h2m-1-9A10 10 0 0 0 2 12a10 10 0 0 0 10 10 10 10 0 0 0 10-10A10 10 0 0 0 12 2',
  'mdi-file-document-edit':
    'M6 2c-1.11 0-2 .89-2 2v16a2 2 0 0 0 2 2h4v-1.91L20 10.09V8l-6-6zm7 1.5L18.5 9H13zm7.1 9.5c-.1 0-.3.1-.4.2l-1 1 2.1 2.1 1-1c.2-.2.2-.6 0-.8l-1.3-1.3c-.1-.1-.2-.2-.4-.2m-2 1.8L12 20.9V23h2.1l6.1-6.1z',
  'mdi-silverware-fork-knife':
    'M11 9H9V2H7v7H5V2H3v7c0 2.12 1.66 3.84 3.75 3.97V22h2.5v-9.03C11.34 12.84 13 11.12 13 9V2h-2zm5-3v8h2.5v8H21V2c-2.76 0-5 2.24-5 4',
};
const STAR =
  'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.62L12 2 9.19 8.62 2 9.24l5.45 4.73L5.82 21z';

const Svg = ({ d, className }: { readonly d: string; readonly className?: string }) => (
  <svg
    className={className}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="currentColor"
  >
    <path d={d} />
  </svg>
);

/** The form's icon by its mdi name; nothing for a name the form does not offer. */
export const FormIcon = ({
  name,
  className,
}: {
  readonly name: string;
  readonly className?: string;
}) => {
  const d = Object.hasOwn(FORM_ICONS, name) ? FORM_ICONS[name] : undefined;
  return d ? <Svg d={d} className={className} /> : null;
};

export const StarIcon = () => <Svg d={STAR} />;

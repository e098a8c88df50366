import { defineLabels, useLabels } from '../../i18n/labels.ts';
import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';

const labels = defineLabels({
  es: { files: 'Documentos' },
  en: { files: 'Documents' },
  de: { files: 'Dokumente' },
  fr: { files: 'Documents' },
  it: { files: 'Documenti' },
  pt: { files: 'Documentos' },
});

/**
 * Dfiles (39): the venue's files in a dropdown of two colours. The files live outside the guest
 * API, so the block shows its colours and the shared "not available here" card.
 */
export const DfilesView: GuestView<'dfiles'> = ({ block }) => {
  const t = useLabels(labels);
  return (
    <IntegrationCard
      title={t.files}
      look={{ background: block.DropdownButtonBGColor, color: block.DropdownButtonTextColor }}
    />
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly dfiles: typeof DfilesView;
  }
}

import type { BlockKey } from '@carta/domain/content-types';
import type { GuestBlockCommon } from '@carta/domain/guest/data';
import { appLabels } from '../i18n/app-labels.ts';
import { useLabels } from '../i18n/labels.ts';
import { Icon } from '../ui/icons.tsx';

/** The small card a block shows instead of its content: never a blank, never a crash. */
export const NotAvailableCard = ({ blockKey }: { readonly blockKey?: string }) => {
  const t = useLabels(appLabels);
  return (
    <div className="not-available" data-not-available={blockKey ?? ''}>
      <Icon name="info" />
      <p>{t.notAvailable}</p>
    </div>
  );
};

/** The view of every block type whose own view is not written yet (registry.ts). */
export const NotAvailableView = ({ block }: { readonly block: GuestBlockCommon<BlockKey> }) => (
  <NotAvailableCard blockKey={block.Key} />
);

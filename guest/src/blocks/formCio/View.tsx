import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';

/**
 * Form (54): a form kept in the forms system; Carta holds only which one. What Carta holds for it and the shared
 * "not available here" card: the guest app does not reach that system.
 */
export const FormCioView: GuestView<'formCio'> = () => {
  return <IntegrationCard blockKey="formCio" />;
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly formCio: typeof FormCioView;
  }
}

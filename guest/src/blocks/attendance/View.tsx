import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';

/**
 * Attendance: its content lives in another system, which the guest app does not reach; Carta's own data
 * holds nothing a guest reads, so the block shows the shared "not available here" card.
 */
export const AttendanceView: GuestView<'attendance'> = ({ block }) => (
  <IntegrationCard blockKey={block.Key} />
);

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly attendance: typeof AttendanceView;
  }
}

import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';

/**
 * Booking activities (48): bookable activities, from the activities system. What Carta holds for it (its colours) and the shared
 * "not available here" card: the guest app does not reach that system.
 */
export const BookingActivitiesView: GuestView<'bookingActivities'> = ({ block }) => {
  return (
    <IntegrationCard
      blockKey="bookingActivities"
      look={{
        background: block.BookingActWeekPrimaryColor,
        accent: block.BookingActWeekSecondaryColor,
      }}
    />
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly bookingActivities: typeof BookingActivitiesView;
  }
}

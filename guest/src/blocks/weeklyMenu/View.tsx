import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';

/**
 * Weekly menu (51): the week's menu, kept in the weekly-menu source. What Carta holds for it (its colours) and the shared
 * "not available here" card: the guest app does not reach that system.
 */
export const WeeklyMenuView: GuestView<'weeklyMenu'> = ({ block }) => {
  return (
    <IntegrationCard
      blockKey="weeklyMenu"
      look={{ background: block.WeeklyMenuWeekColor1, accent: block.WeeklyMenuWeekColor2 }}
    />
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly weeklyMenu: typeof WeeklyMenuView;
  }
}

import { MENU_TYPE_CONTENTS } from '@carta/domain';
import type { Transaction } from 'kysely';
import { replaceExtras } from '../../repos/extras.ts';
import type { Database } from '../tables/index.ts';
import { t4 } from './demo-blocks.ts';
import { infoBlocks } from './demo-info.ts';
import { activityBlocks, spaBlocks } from './demo-leisure.ts';
import { breakfastDishes, type DemoDish, dinnerDishes } from './demo-restaurant.ts';
import { insertContents, insertMenu } from './write.ts';

type Trx = Transaction<Database>;
/** A demo menu and how many blocks it already holds: new ones go after them. */
type Target = { readonly id: number; readonly blocks: number };

/** The dishes of a menu after its blocks, then each dish's extras through the extras repository. */
const insertDishes = async (trx: Trx, owner: string, menu: Target, dishes: DemoDish[]) => {
  const ids = await insertContents(
    trx,
    owner,
    menu.id,
    dishes.map((d) => d.block),
    menu.blocks,
  );
  for (const [i, dish] of dishes.entries()) {
    const contentId = ids[i];
    if (contentId === undefined || dish.extras.length === 0) continue;
    await replaceExtras(
      trx,
      { owner, contentId },
      dish.extras.map((e) => ({
        ExtraID: 'new' as const,
        Name: e.Name,
        Price: e.Price,
        GroupID: null,
        Allergens: [],
      })),
    );
  }
};

/**
 * What makes Hotel Demo's guest app look like a real venue's (behaviour.md#guest-app): dishes with prices,
 * allergens and extras, the spa's timetable, the week's activities, and a new "Hotel information"
 * menu (Wi-Fi, hours, contact, map, a place nearby). Every block is added after a menu's existing
 * ones, and the new menu after every existing menu, so the ids and ORDs tests know stay the same.
 */
export const seedHotelGuestApp = async (
  trx: Trx,
  owner: string,
  menus: {
    readonly breakfast: Target;
    readonly dinner: Target;
    readonly spa: Target;
    readonly activities: Target;
  },
): Promise<void> => {
  await insertDishes(trx, owner, menus.breakfast, breakfastDishes());
  await insertDishes(trx, owner, menus.dinner, dinnerDishes());
  await insertContents(trx, owner, menus.spa.id, spaBlocks(), menus.spa.blocks);
  await insertContents(trx, owner, menus.activities.id, activityBlocks(), menus.activities.blocks);
  const info = await insertMenu(trx, {
    Owner: owner,
    ORD: 4,
    Type: MENU_TYPE_CONTENTS,
    Name: t4('Información del hotel', 'Hotel information', 'Hotelinformationen', 'Infos pratiques'),
  });
  await insertContents(trx, owner, info, infoBlocks());
};

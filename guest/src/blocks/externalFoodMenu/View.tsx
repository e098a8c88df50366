import { useContext } from 'react';
import {
  type ExternalMenu,
  externalIdOf,
  externalMenuName,
  externalMenusRequest,
} from '../../api/external-menus.ts';
import { useResource } from '../../api/resource.ts';
import { useGuest } from '../../app/session.ts';
import { UiLanguageContext, useLabels } from '../../i18n/labels.ts';
import { IntegrationCard } from '../integration/IntegrationCard.tsx';
import type { GuestView } from '../types.ts';
import { externalFoodMenuLabels } from './labels.ts';
import styles from './View.module.css';

/** 0 = Sunday … 6 = Saturday as the guest's language names it in the plural ("lunes", "Mondays"). */
const dayName = (day: number, lang: string): string => {
  // 2023-01-01 was a Sunday.
  const date = new Date(Date.UTC(2023, 0, 1 + day));
  const name = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(date);
  return lang === 'en' ? `${name[0]?.toUpperCase() ?? ''}${name.slice(1)}s` : name;
};

/**
 * External food menu (49): menus kept in an outside system. Carta holds which ones and the day:
 * the view names them (from the venue's public list of external menus) and the day, then shows
 * the shared "not available here" card for the dishes themselves.
 */
export const ExternalFoodMenuView: GuestView<'externalFoodMenu'> = ({ block }) => {
  const { ws, lang } = useGuest();
  const l = useLabels(externalFoodMenuLabels);
  const { resource } = useResource(externalMenusRequest(ws));
  const list: readonly ExternalMenu[] =
    resource.status === 'ok' && Array.isArray(resource.data) ? resource.data : [];
  const stored =
    typeof block.MenuExtFoodExternalID === 'string' ? block.MenuExtFoodExternalID : null;
  const chosen = stored === null ? null : stored.split(',').filter(Boolean);
  const names = list
    .filter((menu) => chosen === null || chosen.includes(externalIdOf(menu)))
    .map((menu) => externalMenuName(menu, lang))
    .filter((name) => name !== '');
  const day = block.MenuExtFoodDayOfWeek;
  const uiLang = useContext(UiLanguageContext);
  const when =
    typeof day === 'number' && day >= 0 && day <= 6
      ? l.onlyOn.replace('{day}', dayName(day, uiLang))
      : l.everyDay;
  return (
    <IntegrationCard blockKey="externalFoodMenu">
      <div className={styles.detail}>
        {names.length > 0 && (
          <p className={styles.line}>
            <span className="visually-hidden">{l.menus}: </span>
            {[...new Set(names)].join(' · ')}
          </p>
        )}
        <p className={styles.line}>{when}</p>
      </div>
    </IntegrationCard>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly externalFoodMenu: typeof ExternalFoodMenuView;
  }
}

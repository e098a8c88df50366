import type { webBlocks } from '../blocks/registry.ts';
import type sharedEs from '../blocks/shared/locales/es.json';
import type adminEs from '../features/admin/locales/es.json';
import type integrationsEs from '../features/integrations/locales/es.json';
import type stationsEs from '../features/orders/kitchen/locales/es.json';
import type ordersEs from '../features/orders/locales/es.json';
import type serviceEs from '../features/orders/service/locales/es.json';
import type pointsEs from '../features/points/locales/es.json';
import type reportsEs from '../features/reports/locales/es.json';
import type roomChargeEs from '../features/roomcharge/locales/es.json';
import type { WidgetLocales } from '../widgets/locales.ts';
import type es from './locales/es.json';

// Spanish is the reference locale: a key missing from it is a compile error, so no raw key reaches
// the screen through a typo. Block and widget labels are typed here although they are loaded later,
// with the editors (loadEditorLocales.ts).
/** Each block's Spanish labels, from its own module: a key missing from its es.json does not compile. */
type BlockLocales = {
  readonly [K in keyof typeof webBlocks]: (typeof webBlocks)[K]['locales']['es'];
} & {
  /** Labels of the pieces several blocks share (blocks/shared/). */
  readonly shared: typeof sharedEs;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof es & {
        widgets: WidgetLocales;
        blocks: BlockLocales;
        admin: typeof adminEs;
        /** The points screen's labels, loaded with its route (features/points/loadPointsLocales.ts). */
        points: typeof pointsEs;
        /** The order desk's and kitchen's labels, loaded with their routes (features/orders). */
        orders: typeof ordersEs;
        /** The reports screen's labels, loaded with its route (features/reports). */
        reports: typeof reportsEs;
        /** Webhooks and printers (features/integrations), loaded with the screens that show them. */
        integrations: typeof integrationsEs;
        /** The service-day controls (pause, sold out, calls), loaded with the orders' labels. */
        service: typeof serviceEs;
        /** Charge to the room (features/roomcharge), loaded with the desk and the integrations. */
        roomCharge: typeof roomChargeEs;
        /** The kitchen's stations, bumps and recall, loaded with the orders' labels. */
        stations: typeof stationsEs;
      };
    };
  }
}

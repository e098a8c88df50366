import { COMMON_OWNER, MENU_TYPE_CONTENTS, MENU_TYPE_SUBMENUS, typeIdOfBlock } from '@carta/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../tables/index.ts';
import { seedCatalogues } from './catalogues.ts';
import { seedHotelGuestApp } from './demo-guest-app.ts';
import { seedHotelOrders } from './demo-orders.ts';
import type { Scene } from './tile-art.ts';
import { insertContents, insertEnterprise, insertMenu, insertUser } from './write.ts';

type Trx = Transaction<Database>;
type T = Record<string, string>;

const TITLE = typeIdOfBlock('title');
const TEXT = typeIdOfBlock('text');
const SPACE = typeIdOfBlock('space');
const IMAGE = typeIdOfBlock('image');

const title = (Title: T) => [TITLE, { Title }] as const;
const text = (Text: T) => [TEXT, { Text }] as const;
const space = (Size: number) => [SPACE, { Size }] as const;
const image = (Image: string) => [IMAGE, { Image }] as const;

/** A demo menu whose tile gets a picture drawn at seed time (tile-art.ts). */
export type DemoPicture = {
  readonly menuId: number;
  readonly owner: string;
  readonly scene: Scene;
  readonly color: string;
};

/**
 * Hotel Demo (es, en, de, fr) with its menus, a second enterprise to show isolation, and one common
 * menu. The administrator is staff of Hotel Demo.
 */
export const seedDemo = async (
  trx: Trx,
  opts: { adminEmail: string; adminHash: string; demoHash: string },
): Promise<{ staffEmails: string[]; pictures: DemoPicture[] }> => {
  const hotel = await insertEnterprise(trx, {
    Name: 'Hotel Demo',
    Languages: ['es', 'en', 'de', 'fr'],
    EnterpriseColor: '#00695c',
    BGColor: '#f4f1ea',
    DviewLink: 'hotel-demo',
    IncludeExtras: true,
    Style: {
      Color: '#ffffff',
      BGColorSecundary: '#e0f2f1',
      ColorSecundary: '#004d40',
      GlobalFont: 'Roboto',
      Font: 'Roboto',
      FontSecundary: 'Roboto',
      FontSize: 18,
      FontSizeSecundary: 16,
      withGradient: true,
      withGradientSubmenu: false,
    },
  });
  await insertUser(trx, {
    EnterpriseID: hotel,
    Name: 'Administración Carta',
    Email: opts.adminEmail,
    PasswordHash: opts.adminHash,
    IsAdmin: true,
    Permission: [3],
    ShowCustomColorMenu: true,
  });
  const staffEmails = [
    'staff@hotel-demo.local',
    'recepcion@hotel-demo.local',
    'staff@laplaza.local',
  ];
  await insertUser(trx, {
    EnterpriseID: hotel,
    Name: 'Lucía Pérez',
    Email: 'staff@hotel-demo.local',
    PasswordHash: opts.demoHash,
    Permission: [3],
  });
  await insertUser(trx, {
    EnterpriseID: hotel,
    Name: 'Recepción',
    Email: 'recepcion@hotel-demo.local',
    PasswordHash: opts.demoHash,
    Permission: [],
  });

  const owner = String(hotel);
  const welcome = await insertMenu(trx, {
    Owner: owner,
    ORD: 0,
    Type: MENU_TYPE_CONTENTS,
    Name: { es: 'Bienvenida', en: 'Welcome', de: 'Willkommen', fr: 'Bienvenue' },
  });
  await insertContents(trx, owner, welcome, [
    title({
      es: 'Bienvenido al Hotel Demo',
      en: 'Welcome to Hotel Demo',
      de: 'Willkommen im Hotel Demo',
      fr: "Bienvenue à l'Hôtel Demo",
    }),
    image('/img/demo/lobby.svg'),
    text({
      es: '<p>Nos alegra tenerle con nosotros. La recepción está abierta <strong>las 24 horas</strong>.</p>',
      en: '<p>We are glad to have you with us. Reception is open <strong>24 hours a day</strong>.</p>',
      de: '<p>Schön, dass Sie da sind. Die Rezeption ist <strong>rund um die Uhr</strong> geöffnet.</p>',
      fr: '<p>Nous sommes ravis de vous accueillir. La réception est ouverte <strong>24 h/24</strong>.</p>',
    }),
    space(32),
    text({
      es: '<p>Wifi: <em>HotelDemo-Guest</em>. Desayuno de 7:30 a 10:30.</p>',
      en: '<p>Wi-Fi: <em>HotelDemo-Guest</em>. Breakfast from 7:30 to 10:30.</p>',
      de: '<p>WLAN: <em>HotelDemo-Guest</em>. Frühstück von 7:30 bis 10:30 Uhr.</p>',
      fr: '<p>Wi-Fi : <em>HotelDemo-Guest</em>. Petit-déjeuner de 7h30 à 10h30.</p>',
    }),
  ]);

  const restaurant = await insertMenu(trx, {
    Owner: owner,
    ORD: 1,
    Type: MENU_TYPE_SUBMENUS,
    Name: { es: 'Restaurante', en: 'Restaurant', de: 'Restaurant', fr: 'Restaurant' },
  });
  const breakfast = await insertMenu(trx, {
    Owner: owner,
    ORD: 0,
    Type: MENU_TYPE_CONTENTS,
    ParentID: restaurant,
    Name: { es: 'Desayunos', en: 'Breakfast', de: 'Frühstück', fr: 'Petit-déjeuner' },
  });
  const breakfastBlocks = await insertContents(trx, owner, breakfast, [
    title({
      es: 'Buffet de desayuno',
      en: 'Breakfast buffet',
      de: 'Frühstücksbuffet',
      fr: 'Buffet du petit-déjeuner',
    }),
    image('/img/demo/breakfast.svg'),
    text({
      es: '<p>Zumos naturales, bollería casera, fruta de temporada y platos calientes.</p>',
      en: '<p>Fresh juices, home-made pastries, seasonal fruit and hot dishes.</p>',
      de: '<p>Frische Säfte, hausgemachtes Gebäck, Obst der Saison und warme Speisen.</p>',
      fr: '<p>Jus frais, viennoiseries maison, fruits de saison et plats chauds.</p>',
    }),
  ]);
  const dinner = await insertMenu(trx, {
    Owner: owner,
    ORD: 1,
    Type: MENU_TYPE_CONTENTS,
    ParentID: restaurant,
    Name: { es: 'Cenas', en: 'Dinner', de: 'Abendessen', fr: 'Dîner' },
  });
  const dinnerBlocks = await insertContents(trx, owner, dinner, [
    title({
      es: 'Cocina canaria',
      en: 'Canarian cuisine',
      de: 'Kanarische Küche',
      fr: 'Cuisine canarienne',
    }),
    text({
      es: '<p>De 19:30 a 23:00. Reserve mesa en recepción.</p>',
      en: '<p>From 7:30 pm to 11 pm. Book a table at reception.</p>',
      de: '<p>Von 19:30 bis 23:00 Uhr. Tischreservierung an der Rezeption.</p>',
      fr: '<p>De 19h30 à 23h. Réservez une table à la réception.</p>',
    }),
  ]);

  const spa = await insertMenu(trx, {
    Owner: owner,
    ORD: 2,
    Type: MENU_TYPE_CONTENTS,
    Name: { es: 'Spa y piscina', en: 'Spa and pool', de: 'Spa und Pool', fr: 'Spa et piscine' },
  });
  const spaBlocks = await insertContents(trx, owner, spa, [
    title({ es: 'Spa', en: 'Spa', de: 'Spa', fr: 'Spa' }),
    image('/img/demo/pool.svg'),
    space(16),
    text({
      es: '<p>Piscina climatizada de 8:00 a 20:00. Toallas en el mostrador del spa.</p>',
      en: '<p>Heated pool from 8 am to 8 pm. Towels at the spa desk.</p>',
      de: '<p>Beheiztes Schwimmbad von 8 bis 20 Uhr. Handtücher an der Spa-Theke.</p>',
      fr: '<p>Piscine chauffée de 8h à 20h. Serviettes au comptoir du spa.</p>',
    }),
  ]);
  // Untyped until its activities were added: a menu of contents now.
  const activities = await insertMenu(trx, {
    Owner: owner,
    ORD: 3,
    Type: MENU_TYPE_CONTENTS,
    Name: { es: 'Actividades', en: 'Activities', de: 'Aktivitäten', fr: 'Activités' },
  });

  const plaza = await insertEnterprise(trx, {
    Name: 'Restaurante La Plaza',
    Languages: ['es', 'en'],
    Permission: [2, 3, 4, 16, 27],
    EnterpriseColor: '#b71c1c',
    BGColor: '#fffaf3',
  });
  await insertUser(trx, {
    EnterpriseID: plaza,
    Name: 'Jorge Martín',
    Email: 'staff@laplaza.local',
    PasswordHash: opts.demoHash,
    Permission: [3],
  });
  const plazaMenu = await insertMenu(trx, {
    Owner: String(plaza),
    ORD: 0,
    Type: MENU_TYPE_CONTENTS,
    Name: { es: 'Carta del día', en: "Today's menu" },
  });
  await insertContents(trx, String(plaza), plazaMenu, [
    title({ es: 'Menú del día', en: 'Set menu' }),
    text({
      es: '<p>Primero, segundo, postre y bebida: 14 €.</p>',
      en: '<p>Starter, main, dessert and drink: €14.</p>',
    }),
  ]);

  const common = await insertMenu(trx, {
    Owner: COMMON_OWNER,
    ORD: 0,
    Type: MENU_TYPE_CONTENTS,
    Name: {
      es: 'Información útil',
      en: 'Useful information',
      de: 'Nützliche Informationen',
      fr: 'Informations utiles',
    },
  });
  await insertContents(trx, COMMON_OWNER, common, [
    title({
      es: 'Teléfonos de emergencia',
      en: 'Emergency numbers',
      de: 'Notrufnummern',
      fr: "Numéros d'urgence",
    }),
    text({
      es: '<p>Emergencias: 112</p>',
      en: '<p>Emergencies: 112</p>',
      de: '<p>Notruf: 112</p>',
      fr: '<p>Urgences : 112</p>',
    }),
  ]);
  await seedCatalogues(trx, { hotel, plaza, hotelLink: 'hotel-demo' });
  // Last, so every row above keeps the id it had before the guest app's content was added.
  await seedHotelGuestApp(trx, owner, {
    breakfast: { id: breakfast, blocks: breakfastBlocks.length },
    dinner: { id: dinner, blocks: dinnerBlocks.length },
    spa: { id: spa, blocks: spaBlocks.length },
    activities: { id: activities, blocks: 0 },
  });
  // After the dishes and extras it prices its orders from.
  await seedHotelOrders(trx, hotel, { breakfast, dinner });
  // Each venue's own top menus get a drawn picture; the common menu keeps the plain tile look.
  const pictures: DemoPicture[] = [
    { menuId: welcome, owner, scene: 'sea', color: '#00695c' },
    { menuId: restaurant, owner, scene: 'plate', color: '#00695c' },
    { menuId: breakfast, owner, scene: 'sunrise', color: '#00796b' },
    { menuId: dinner, owner, scene: 'night', color: '#004d40' },
    { menuId: spa, owner, scene: 'waves', color: '#0277bd' },
    { menuId: activities, owner, scene: 'hills', color: '#2e7d32' },
    { menuId: plazaMenu, owner: String(plaza), scene: 'plate', color: '#b71c1c' },
  ];
  return { staffEmails, pictures };
};

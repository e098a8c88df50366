import { type BlockKey, contentTypes, MENU_TYPE_SUBMENUS } from '@carta/domain';

/**
 * One block of every type with its main fields filled, as the API takes it (ID and ORD are added by
 * createMenuWithBlocks). Images point at the web app's own placeholder so they load.
 */
const IMG = '/img/default.png';
const INSTAGRAM_POST = 'https://www.instagram.com/p/Cx1Sweep0/';

/**
 * The filled-in fields of the types that have some worth checking, by block key. A type not listed
 * here (a header-only integration, a new type) is swept all the same, as its bare type: the server
 * fills its defaults.
 */
const SAMPLES: { readonly [K in BlockKey]?: Readonly<Record<string, unknown>> } = {
  title: { Title: { es: 'Barrido: título', en: 'Sweep: title' } },
  space: { Size: 120 },
  image: { Image: IMG },
  iframe: { IframeHeight: 450, IframeURL: 'https://www.youtube.com/embed/sweep01' },
  alert: {
    Icon: 'mdi-alert',
    AlertText: { es: 'Piscina cerrada por mantenimiento', en: 'Pool closed' },
    Color: '#ff0000',
  },
  gallery: { GallerySlider: true, GalleryMobileHeight: 300, Images: [IMG, IMG] },
  video: { TypeVideo: 'vimeo', VideoURL: 'https://vimeo.com/76979871' },
  map: { MapHeight: 350, Lat: 40.4168, Lon: -3.7038 },
  twitter: { TwitterAccount: 'hoteldemo' },
  facebook: { FacebookAccount: 'hoteldemo.fb' },
  pdf: { URL: '/uploads/1/carta-sweep.pdf', DownloadPdf: true },
  timeline: {
    HideHeader: false,
    IsHeaderText: true,
    TimeLineTextHeader: { es: 'Programa del día' },
    TimeLineSubTextHeader: { es: 'Sábado' },
    TimelineImage: IMG,
    Times: [
      {
        ID: 'new_t1',
        Time: '09:30',
        Title: { es: 'Yoga en el jardín' },
        Description: { es: 'Traiga su esterilla' },
        Color: '#e91e63',
      },
    ],
  },
  text: { Text: { es: '<p>Bienvenidos al <strong>hotel</strong></p>' } },
  contact: {
    HideDivider: true,
    ContactItems: [
      {
        ID: 'new_c1',
        ContactIcon: 'mdi-phone',
        ContactDescription: { es: 'Recepción 24 h' },
        ContactURL: { es: '', en: '' },
        ContactLatLon: { Lat: null, Lon: null },
      },
    ],
  },
  divider: { DividerUp: 20, DividerDown: 30, DividerLeft: 5, DividerRight: 6, DividerDark: true },
  site: {
    SiteImage: IMG,
    SiteTitle: { es: 'Museo del Prado' },
    SiteSubtitle: { es: 'Pinacoteca' },
    SiteAddress: 'Calle de Ruiz de Alarcón, 23, Madrid',
    SiteLat: 40.4138,
    SiteLon: -3.6921,
    SitePhone: '+34 913 30 28 00',
    SiteWeb: 'https://www.museodelprado.es',
    SiteEmail: 'info@example.com',
    SiteMoreInfo: { es: '<p>Abierto todos los días</p>' },
    SiteLink: true,
    SiteForm: 2,
  },
  wifi: {
    WifiName: { es: 'Wifi clientes' },
    WifiIsWep: true,
    WifiSSID: 'HotelDemo',
    WifiPassword: 'secreto123',
  },
  queue: { QueueID: 'cola-recepcion' },
  food: {
    FoodName: { es: 'Paella valenciana' },
    FoodIngredients: { es: 'Arroz, pollo y conejo' },
    FoodPrice: 14.5,
    FoodVegetarian: false,
    FoodRecommended: true,
    FoodAllergens: [1, 4],
    FoodImage: IMG,
  },
  linkDomain: { LinkDomainName: { es: 'Reservas' }, LinkDomain: 'reservas.hotel-demo.es' },
  form: {
    FormIcon: 'mdi-silverware-fork-knife',
    FormDestinationMail: 'recepcion@example.com',
    FormRoomNumber: true,
    FormTextBtn: { es: 'Enviar solicitud' },
  },
  product: {
    ProductName: { es: 'Masaje relajante' },
    ProductDescription: { es: 'Cincuenta minutos' },
    ProductPrice: '45 €',
    ProductPromotion: true,
    ProductImage: IMG,
  },
  pdfTranslate: {
    URLPdfTranslate: { es: '/uploads/1/carta-es.pdf', en: '/uploads/1/carta-en.pdf' },
    DownloadPdfTranslate: true,
  },
  externalLink: {
    LinkExternalName: { es: 'Reservar mesa' },
    LinkExternal: { es: 'https://example.com/reservas' },
    LinkExternalNewTab: true,
  },
  poll: {
    PollAlias: 'encuesta-barrido',
    PollFormData: [
      {
        id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
        type: 'singleSelection',
        question: { es: '¿Qué le pareció la cena?' },
        values: [{ id: '0b1c2d3e-4f50-4a6b-9c7d-8e9f0a1b2c3d', answer: { es: 'Excelente' } }],
      },
    ],
    UpdateKey: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
  },
  instagram: {
    InstagramIframe: `<blockquote class="instagram-media" data-instgrm-permalink="${INSTAGRAM_POST}"><a href="${INSTAGRAM_POST}">Ver esta publicación</a></blockquote>`,
  },
  iconList: {
    IconListImage: IMG,
    IconListTitle: { es: 'Spa' },
    IconListDescription: { es: 'Circuito de aguas' },
  },
  dropdownButton: {
    DropdownButtonTitle: { es: 'Más información' },
    DropdownButtonBGColor: '#00695c',
    DropdownButtonTextColor: '#ffffff',
  },
  dfiles: { DropdownButtonBGColor: '#123456', DropdownButtonTextColor: '#fafafa' },
  rcovid: { FormIcon: 'mdi-information' },
  imageTranslate: { ImageTranslateURL: { es: IMG, en: '' } },
  icons: { IconsURL: IMG, IconsAlign: 'right' },
  brochure: {
    BrochureImage: IMG,
    BrochureTitle: { es: 'Ruta del vino' },
    BrochureSubtitle: { es: 'Bodegas de la comarca' },
    BrochureWithContact: true,
    BrochurePhone: '+34 900 000 000',
    BrochureWithDescription: true,
    BrochureDescription: { es: '<p>Visita guiada</p>' },
  },
  qAndA: {
    QAndAQuestion: { es: '¿A qué hora es el desayuno?' },
    QAndAAnswer: { es: '<p>De 7 a 10</p>' },
  },
  simpleText: {
    Title: { es: 'Piscina abierta' },
    Style: { TextAlign: 'center', SizeMult: 2, ToUpperCase: false, TextColor: '#00695c' },
  },
  // behaviour.md#blocks: picks from the demo's seeded catalogues (server/src/db/seed/catalogues.ts).
  activity: {
    TypeActivity: 4,
    ActivityPrimaryColor: '#1565c0',
    ActivitySecundaryColor: null,
    ActivityColor: '#212121',
    ActivityDescriptionColor: null,
  },
  show: { TypeShow: 3, ShowPrimaryColor: '#6a1b9a', ShowColor: '#ffffff' },
  channelList: { ChannelListType: 2 },
  externalActivity: { ActtivPrimaryColor: '#2e7d32', ActtivColor: '#000000' },
  chainFood: {
    ChainFoodRestaurant: 2,
    ChainFoodPrimaryBGColor: '#004d40',
    ChainFoodPrimaryTextFormat: 1,
    ChainFoodSecondaryTextFormat: 2,
  },
  consulting: { ConsultingHotelID: 'H-204', ConsultingInstallationID: 'INST-7' },
  infoten: { InfotenFilters: { Actividad: 'Recursos', Tipo: 'Centro de salud' } },
  bookingActivities: { BookingActTypeColor: '#ff9800', BookingActTimeColor: '#3e2723' },
  externalFoodMenu: { MenuExtFoodExternalID: 'carta-bar,4', MenuExtFoodDayOfWeek: 1 },
  attendance: { AttendanceWorkspaceID: 'ws-42' },
  weeklyMenu: { WeeklyMenuContentID: 2, WeeklyMenuWeekColor1: '#ffeb3b' },
  formCio: { FormCioFieldsConfig: 2, FormIcon: 'mdi-file-document-edit' },
  contentMessages: { DviewcontentMessagesTitleColor: '#333333' },
  interactiveMaps: { InteractiveMapsID: 1 },
};

/**
 * One block of every block type of the domain catalogue, in catalogue order: derived, so a new
 * type is swept without a line here.
 */
export const SWEEP_BLOCKS: readonly Record<string, unknown>[] = contentTypes
  .filter((type) => type.id !== MENU_TYPE_SUBMENUS)
  .map((type) => ({ Type: type.id, ...SAMPLES[type.key as BlockKey] }));

/** The fields a stored block must still hold: what was sent, less the client-side ids of items. */
export const expectedFields = (block: Record<string, unknown>): Record<string, unknown> => {
  const { Times, ContactItems, InstagramIframe, ...rest } = block;
  const strip = (items: unknown) =>
    Array.isArray(items)
      ? items.map((item: Record<string, unknown>) => {
          const { ID: _id, ...fields } = item;
          return fields;
        })
      : items;
  return {
    ...rest,
    ...(Times ? { Times: strip(Times) } : {}),
    ...(ContactItems ? { ContactItems: strip(ContactItems) } : {}),
  };
};

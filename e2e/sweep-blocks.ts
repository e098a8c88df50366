/**
 * One block of every type (issues 5 and 6) with its main fields filled, as the API takes it (ID and ORD are
 * added by createMenuWithBlocks). Images point at the web app's own placeholder so they load.
 */
const IMG = '/img/default.png';
const INSTAGRAM_POST = 'https://www.instagram.com/p/Cx1Sweep0/';

export const SWEEP_BLOCKS: readonly Record<string, unknown>[] = [
  { Type: 2, Title: { es: 'Barrido: título', en: 'Sweep: title' } },
  { Type: 3, Size: 120 },
  { Type: 4, Image: IMG },
  { Type: 5, IframeHeight: 450, IframeURL: 'https://www.youtube.com/embed/sweep01' },
  {
    Type: 6,
    Icon: 'mdi-alert',
    AlertText: { es: 'Piscina cerrada por mantenimiento', en: 'Pool closed' },
    Color: '#ff0000',
  },
  { Type: 7, GallerySlider: true, GalleryMobileHeight: 300, Images: [IMG, IMG] },
  { Type: 8, TypeVideo: 'vimeo', VideoURL: 'https://vimeo.com/76979871' },
  { Type: 9 },
  { Type: 10, MapHeight: 350, Lat: 40.4168, Lon: -3.7038 },
  { Type: 11, TwitterAccount: 'hoteldemo' },
  { Type: 12, FacebookAccount: 'hoteldemo.fb' },
  { Type: 14, URL: '/uploads/1/carta-sweep.pdf', DownloadPdf: true },
  {
    Type: 15,
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
  { Type: 16, Text: { es: '<p>Bienvenidos al <strong>hotel</strong></p>' } },
  {
    Type: 17,
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
  { Type: 18, DividerUp: 20, DividerDown: 30, DividerLeft: 5, DividerRight: 6, DividerDark: true },
  {
    Type: 20,
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
  { Type: 21 },
  { Type: 22 },
  {
    Type: 23,
    WifiName: { es: 'Wifi clientes' },
    WifiIsWep: true,
    WifiSSID: 'HotelDemo',
    WifiPassword: 'secreto123',
  },
  { Type: 24 },
  { Type: 25 },
  { Type: 26, QueueID: 'cola-recepcion' },
  {
    Type: 27,
    FoodName: { es: 'Paella valenciana' },
    FoodIngredients: { es: 'Arroz, pollo y conejo' },
    FoodPrice: 14.5,
    FoodVegetarian: false,
    FoodRecommended: true,
    FoodAllergens: [1, 4],
    FoodImage: IMG,
  },
  { Type: 28, LinkDomainName: { es: 'Reservas' }, LinkDomain: 'reservas.hotel-demo.es' },
  {
    Type: 29,
    FormIcon: 'mdi-silverware-fork-knife',
    FormDestinationMail: 'recepcion@example.com',
    FormRoomNumber: true,
    FormTextBtn: { es: 'Enviar solicitud' },
  },
  {
    Type: 30,
    ProductName: { es: 'Masaje relajante' },
    ProductDescription: { es: 'Cincuenta minutos' },
    ProductPrice: '45 €',
    ProductPromotion: true,
    ProductImage: IMG,
  },
  {
    Type: 31,
    URLPdfTranslate: { es: '/uploads/1/carta-es.pdf', en: '/uploads/1/carta-en.pdf' },
    DownloadPdfTranslate: true,
  },
  {
    Type: 32,
    LinkExternalName: { es: 'Reservar mesa' },
    LinkExternal: { es: 'https://example.com/reservas' },
    LinkExternalNewTab: true,
  },
  {
    Type: 35,
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
  {
    Type: 36,
    InstagramIframe: `<blockquote class="instagram-media" data-instgrm-permalink="${INSTAGRAM_POST}"><a href="${INSTAGRAM_POST}">Ver esta publicación</a></blockquote>`,
  },
  {
    Type: 37,
    IconListImage: IMG,
    IconListTitle: { es: 'Spa' },
    IconListDescription: { es: 'Circuito de aguas' },
  },
  {
    Type: 38,
    DropdownButtonTitle: { es: 'Más información' },
    DropdownButtonBGColor: '#00695c',
    DropdownButtonTextColor: '#ffffff',
  },
  { Type: 39, DropdownButtonBGColor: '#123456', DropdownButtonTextColor: '#fafafa' },
  { Type: 40, FormIcon: 'mdi-information' },
  { Type: 41, ImageTranslateURL: { es: IMG, en: '' } },
  { Type: 43, IconsURL: IMG, IconsAlign: 'right' },
  {
    Type: 45,
    BrochureImage: IMG,
    BrochureTitle: { es: 'Ruta del vino' },
    BrochureSubtitle: { es: 'Bodegas de la comarca' },
    BrochureWithContact: true,
    BrochurePhone: '+34 900 000 000',
    BrochureWithDescription: true,
    BrochureDescription: { es: '<p>Visita guiada</p>' },
  },
  { Type: 58 },
  { Type: 62 },
  {
    Type: 63,
    QAndAQuestion: { es: '¿A qué hora es el desayuno?' },
    QAndAAnswer: { es: '<p>De 7 a 10</p>' },
  },
  {
    Type: 64,
    Title: { es: 'Piscina abierta' },
    Style: { TextAlign: 'center', SizeMult: 2, ToUpperCase: false, TextColor: '#00695c' },
  },
  // behaviour.md#blocks: picks from the demo's seeded catalogues (server/src/db/seed/catalogues.ts).
  {
    Type: 13,
    TypeActivity: 4,
    ActivityPrimaryColor: '#1565c0',
    ActivitySecundaryColor: null,
    ActivityColor: '#212121',
    ActivityDescriptionColor: null,
  },
  { Type: 19, TypeShow: 3, ShowPrimaryColor: '#6a1b9a', ShowColor: '#ffffff' },
  { Type: 33, ChannelListType: 2 },
  { Type: 34, ActtivPrimaryColor: '#2e7d32', ActtivColor: '#000000' },
  {
    Type: 42,
    ChainFoodRestaurant: 2,
    ChainFoodPrimaryBGColor: '#004d40',
    ChainFoodPrimaryTextFormat: 1,
    ChainFoodSecondaryTextFormat: 2,
  },
  { Type: 44, ConsultingHotelID: 'H-204', ConsultingInstallationID: 'INST-7' },
  { Type: 46, InfotenFilters: { Actividad: 'Recursos', Tipo: 'Centro de salud' } },
  { Type: 48, BookingActTypeColor: '#ff9800', BookingActTimeColor: '#3e2723' },
  { Type: 49, MenuExtFoodExternalID: 'carta-bar,4', MenuExtFoodDayOfWeek: 1 },
  { Type: 50, AttendanceWorkspaceID: 'ws-42' },
  { Type: 51, WeeklyMenuContentID: 2, WeeklyMenuWeekColor1: '#ffeb3b' },
  { Type: 54, FormCioFieldsConfig: 2, FormIcon: 'mdi-file-document-edit' },
  { Type: 55, DviewcontentMessagesTitleColor: '#333333' },
  { Type: 56 },
  { Type: 57, InteractiveMapsID: 1 },
  { Type: 65 },
];

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

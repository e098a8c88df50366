import { demoBlock, type SeedBlock, same, t4, textBlock, titleBlock } from './demo-blocks.ts';

/**
 * Hotel Demo's practical information: Wi-Fi, hours, contact lines, where it is, and a place nearby.
 * The hotel is fictional; it stands on Puerto de la Cruz's seafront in Tenerife. Mail and web use
 * the reserved `.example` domain, phone numbers are of the island's 922 range.
 */
export const HOTEL_POSITION = { Lat: 28.417, Lon: -16.5437 } as const;

const PHONE = 'tel:+34 922 380 100';
const WHATSAPP = 'tel:+34 600 380 100';

export const infoBlocks = (): SeedBlock[] => [
  demoBlock('wifi', {
    WifiName: t4(
      'Wifi gratuito para clientes',
      'Free guest Wi-Fi',
      'Kostenloses WLAN für Gäste',
      'Wi-Fi gratuit pour les clients',
    ),
    WifiIsWep: false,
    WifiSSID: 'HotelDemo-Guest',
    WifiPassword: 'Atlantico-2026',
  }),
  titleBlock(t4('Horarios', 'Opening hours', 'Öffnungszeiten', 'Horaires')),
  textBlock(
    t4(
      '<p><strong>Recepción</strong> · 24 horas</p><p><strong>Entrada</strong> desde las 15:00 · <strong>Salida</strong> hasta las 12:00</p><p><strong>Desayuno</strong> · 7:30–10:30 · <strong>Cena</strong> · 19:30–23:00</p><p><strong>Piscina y spa</strong> · 8:00–20:00</p>',
      '<p><strong>Reception</strong> · 24 hours</p><p><strong>Check-in</strong> from 3 pm · <strong>Check-out</strong> by noon</p><p><strong>Breakfast</strong> · 7:30–10:30 am · <strong>Dinner</strong> · 7:30–11 pm</p><p><strong>Pool and spa</strong> · 8 am–8 pm</p>',
      '<p><strong>Rezeption</strong> · rund um die Uhr</p><p><strong>Check-in</strong> ab 15:00 Uhr · <strong>Check-out</strong> bis 12:00 Uhr</p><p><strong>Frühstück</strong> · 7:30–10:30 Uhr · <strong>Abendessen</strong> · 19:30–23:00 Uhr</p><p><strong>Pool und Spa</strong> · 8:00–20:00 Uhr</p>',
      '<p><strong>Réception</strong> · 24h/24</p><p><strong>Arrivée</strong> à partir de 15h · <strong>Départ</strong> avant 12h</p><p><strong>Petit-déjeuner</strong> · 7h30–10h30 · <strong>Dîner</strong> · 19h30–23h</p><p><strong>Piscine et spa</strong> · 8h–20h</p>',
    ),
  ),
  titleBlock(t4('Contacto', 'Contact us', 'Kontakt', 'Nous contacter')),
  demoBlock('contact', {
    HideDivider: false,
    ContactItems: [
      {
        ID: 1,
        ContactIcon: 'mdi-phone',
        ContactDescription: t4(
          'Recepción · 24 horas',
          'Reception · 24 hours',
          'Rezeption · rund um die Uhr',
          'Réception · 24h/24',
        ),
        ContactURL: same(PHONE),
        ContactLatLon: { Lat: null, Lon: null },
      },
      {
        ID: 2,
        ContactIcon: 'mdi-whatsapp',
        ContactDescription: t4(
          'WhatsApp de recepción',
          'Reception on WhatsApp',
          'Rezeption per WhatsApp',
          'Réception sur WhatsApp',
        ),
        ContactURL: same(WHATSAPP),
        ContactLatLon: { Lat: null, Lon: null },
      },
      {
        ID: 3,
        ContactIcon: 'mdi-email',
        ContactDescription: t4(
          'Reservas y consultas',
          'Bookings and enquiries',
          'Reservierungen und Anfragen',
          'Réservations et demandes',
        ),
        ContactURL: same('mailto:recepcion@hotel-demo.example'),
        ContactLatLon: { Lat: null, Lon: null },
      },
      {
        ID: 4,
        ContactIcon: 'mdi-web',
        ContactDescription: t4('Nuestra web', 'Our website', 'Unsere Website', 'Notre site web'),
        ContactURL: t4(
          'https://www.hotel-demo.example/es/',
          'https://www.hotel-demo.example/en/',
          'https://www.hotel-demo.example/de/',
          'https://www.hotel-demo.example/fr/',
        ),
        ContactLatLon: { Lat: null, Lon: null },
      },
      {
        ID: 5,
        ContactIcon: 'mdi-map-marker',
        ContactDescription: t4(
          'Avenida de Colón, 5 · 38400 Puerto de la Cruz · Tenerife',
          'Avenida de Colón, 5 · 38400 Puerto de la Cruz · Tenerife, Spain',
          'Avenida de Colón, 5 · 38400 Puerto de la Cruz · Teneriffa, Spanien',
          'Avenida de Colón, 5 · 38400 Puerto de la Cruz · Tenerife, Espagne',
        ),
        // An address line is reached by its position; it has no link of its own (behaviour.md#editing).
        ContactURL: same(''),
        ContactLatLon: { ...HOTEL_POSITION },
      },
    ],
  }),
  demoBlock('map', {
    MapHeight: 300,
    ...HOTEL_POSITION,
    MapAddress: 'Avenida de Colón · 38400 Puerto de la Cruz',
  }),
  demoBlock('site', {
    SiteImage: '/img/demo/coast.svg',
    SiteTitle: same('Lago Martiánez'),
    SiteSubtitle: t4(
      'Piscinas de agua de mar, a 5 minutos a pie',
      'Seawater pools, a 5-minute walk away',
      'Meerwasserbecken, 5 Gehminuten entfernt',
      "Piscines d'eau de mer, à 5 minutes à pied",
    ),
    SiteAddress: 'Avenida de Colón · 38400 Puerto de la Cruz',
    SiteLat: 28.4178,
    SiteLon: -16.5412,
    SiteMoreInfo: t4(
      '<p>Lagos y piscinas de agua de mar diseñados por César Manrique entre roca volcánica y palmeras. En recepción le informamos de horarios y entradas.</p>',
      '<p>Seawater lakes and pools designed by César Manrique among volcanic rock and palm trees. Ask at reception for opening hours and tickets.</p>',
      '<p>Von César Manrique gestaltete Meerwasserseen und -becken zwischen Vulkangestein und Palmen. Öffnungszeiten und Eintrittskarten erfahren Sie an der Rezeption.</p>',
      "<p>Lacs et piscines d'eau de mer conçus par César Manrique, entre roche volcanique et palmiers. Horaires et billets à la réception.</p>",
    ),
  }),
];

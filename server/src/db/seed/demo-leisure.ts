import {
  demoBlock,
  imageBlock,
  type SeedBlock,
  type T4,
  t4,
  textBlock,
  titleBlock,
} from './demo-blocks.ts';

/** Hotel Demo's spa timetable and its week of activities. */

type Slot = {
  readonly Time: string;
  readonly Color: string;
  readonly Title: T4;
  readonly Description: T4;
};

/** A day's timeline; its events get ids 1, 2 … (any positive id is a stored one). */
const timeline = (header: T4, subheader: T4, image: string | null, slots: readonly Slot[]) =>
  demoBlock('timeline', {
    IsHeaderText: true,
    TimeLineTextHeader: header,
    TimeLineSubTextHeader: subheader,
    TimelineImage: image,
    Times: slots.map((slot, i) => ({ ID: i + 1, ...slot })),
  });

/** Added after the spa menu's title, image, space and text. */
export const spaBlocks = (): SeedBlock[] => [
  timeline(
    t4('Horario diario', 'Daily timetable', 'Tagesprogramm', 'Programme de la journée'),
    t4(
      'Spa y piscina climatizada, todos los días',
      'Spa and heated pool, every day',
      'Spa und beheiztes Schwimmbad, täglich',
      'Spa et piscine chauffée, tous les jours',
    ),
    '/img/demo/spa.svg',
    [
      {
        Time: '08:00',
        Color: '#0288d1',
        Title: t4(
          'Apertura de la piscina',
          'Pool opens',
          'Das Schwimmbad öffnet',
          'Ouverture de la piscine',
        ),
        Description: t4(
          'Piscina climatizada a 28 °C. Toallas en el mostrador del spa.',
          'Heated pool at 28 °C. Towels at the spa desk.',
          'Beheiztes Becken mit 28 °C. Handtücher an der Spa-Theke.',
          'Piscine chauffée à 28 °C. Serviettes au comptoir du spa.',
        ),
      },
      {
        Time: '10:00',
        Color: '#00897b',
        Title: t4('Circuito de aguas', 'Thermal circuit', 'Wasserlandschaft', 'Parcours aquatique'),
        Description: t4(
          'Sauna, baño turco, jacuzzi y duchas de sensaciones. Mayores de 16 años.',
          'Sauna, steam bath, jacuzzi and experience showers. Ages 16 and over.',
          'Sauna, Dampfbad, Whirlpool und Erlebnisduschen. Ab 16 Jahren.',
          'Sauna, hammam, jacuzzi et douches sensorielles. À partir de 16 ans.',
        ),
      },
      {
        Time: '11:00',
        Color: '#e91e63',
        Title: t4('Aquagym', 'Aqua aerobics', 'Wassergymnastik', 'Aquagym'),
        Description: t4(
          'Treinta minutos en la piscina exterior con nuestro monitor. Sin inscripción.',
          'Thirty minutes in the outdoor pool with our instructor. No booking needed.',
          'Dreißig Minuten im Außenbecken mit unserem Trainer. Ohne Anmeldung.',
          'Trente minutes dans la piscine extérieure avec notre moniteur. Sans inscription.',
        ),
      },
      {
        Time: '16:00',
        Color: '#8e24aa',
        Title: t4(
          'Masajes y tratamientos',
          'Massages and treatments',
          'Massagen und Anwendungen',
          'Massages et soins',
        ),
        Description: t4(
          'Hasta las 20:00, con cita previa en el spa o en recepción.',
          'Until 8 pm, by appointment at the spa or at reception.',
          'Bis 20 Uhr, nach Terminvereinbarung im Spa oder an der Rezeption.',
          "Jusqu'à 20h, sur rendez-vous au spa ou à la réception.",
        ),
      },
      {
        Time: '18:00',
        Color: '#f57c00',
        Title: t4(
          'Yoga al atardecer',
          'Sunset yoga',
          'Yoga bei Sonnenuntergang',
          'Yoga au coucher du soleil',
        ),
        Description: t4(
          'En la terraza del spa. Plazas limitadas: apúntese en el mostrador.',
          'On the spa terrace. Limited places: sign up at the desk.',
          'Auf der Spa-Terrasse. Begrenzte Plätze: Anmeldung an der Theke.',
          'Sur la terrasse du spa. Places limitées : inscription au comptoir.',
        ),
      },
      {
        Time: '20:00',
        Color: '#546e7a',
        Title: t4(
          'Cierre de la piscina y del spa',
          'Pool and spa close',
          'Schwimmbad und Spa schließen',
          'Fermeture de la piscine et du spa',
        ),
        Description: t4(
          'Última entrada al circuito de aguas a las 19:00.',
          'Last entry to the thermal circuit at 7 pm.',
          'Letzter Einlass in die Wasserlandschaft um 19 Uhr.',
          'Dernière entrée au parcours aquatique à 19h.',
        ),
      },
    ],
  ),
  titleBlock(t4('Tratamientos', 'Treatments', 'Anwendungen', 'Soins')),
  textBlock(
    t4(
      '<p><strong>Masaje relajante</strong> · 50 min · 65 €</p><p><strong>Masaje con piedras volcánicas</strong> · 80 min · 90 €</p><p><strong>Ritual de aloe vera de Lanzarote</strong> · 45 min · 55 €</p><p><strong>Masaje en pareja</strong> · 50 min · 120 €</p>',
      '<p><strong>Relaxing massage</strong> · 50 min · €65</p><p><strong>Volcanic stone massage</strong> · 80 min · €90</p><p><strong>Lanzarote aloe vera ritual</strong> · 45 min · €55</p><p><strong>Couples massage</strong> · 50 min · €120</p>',
      '<p><strong>Entspannungsmassage</strong> · 50 Min. · 65 €</p><p><strong>Massage mit Vulkansteinen</strong> · 80 Min. · 90 €</p><p><strong>Aloe-vera-Ritual aus Lanzarote</strong> · 45 Min. · 55 €</p><p><strong>Partnermassage</strong> · 50 Min. · 120 €</p>',
      "<p><strong>Massage relaxant</strong> · 50 min · 65 €</p><p><strong>Massage aux pierres volcaniques</strong> · 80 min · 90 €</p><p><strong>Rituel à l'aloe vera de Lanzarote</strong> · 45 min · 55 €</p><p><strong>Massage en duo</strong> · 50 min · 120 €</p>",
    ),
  ),
  demoBlock('alert', {
    Icon: 'mdi-information',
    AlertText: t4(
      'El circuito de aguas es gratuito para los clientes del hotel. El gorro de baño es obligatorio: lo encontrará en el mostrador del spa.',
      'The thermal circuit is free for hotel guests. A swimming cap is required: you will find one at the spa desk.',
      'Die Wasserlandschaft ist für Hotelgäste kostenlos. Eine Badekappe ist Pflicht: Sie erhalten sie an der Spa-Theke.',
      "Le parcours aquatique est gratuit pour les clients de l'hôtel. Le bonnet de bain est obligatoire : vous le trouverez au comptoir du spa.",
    ),
    Color: '#00695c',
  }),
];

/** The activities menu, empty until now. */
export const activityBlocks = (): SeedBlock[] => [
  titleBlock(
    t4(
      'Actividades de la semana',
      "This week's activities",
      'Aktivitäten der Woche',
      'Activités de la semaine',
    ),
  ),
  imageBlock('/img/demo/excursion.svg'),
  textBlock(
    t4(
      '<p>Las actividades son gratuitas para los clientes del hotel, salvo las excursiones. Inscríbase en recepción hasta las 20:00 de la víspera.</p>',
      '<p>Activities are free for hotel guests, except the excursions. Sign up at reception by 8 pm the day before.</p>',
      '<p>Die Aktivitäten sind für Hotelgäste kostenlos, ausgenommen die Ausflüge. Anmeldung an der Rezeption bis 20 Uhr am Vortag.</p>',
      "<p>Les activités sont gratuites pour les clients de l'hôtel, sauf les excursions. Inscription à la réception la veille avant 20h.</p>",
    ),
  ),
  timeline(
    t4('Cada día', 'Every day', 'Jeden Tag', 'Tous les jours'),
    t4(
      'En la piscina, los jardines y la terraza',
      'At the pool, in the gardens and on the terrace',
      'Am Pool, in den Gärten und auf der Terrasse',
      'À la piscine, dans les jardins et sur la terrasse',
    ),
    null,
    [
      {
        Time: '10:00',
        Color: '#43a047',
        Title: t4('Yoga en el jardín', 'Yoga in the garden', 'Yoga im Garten', 'Yoga au jardin'),
        Description: t4(
          'Venga con ropa cómoda; las esterillas las ponemos nosotros.',
          'Wear comfortable clothes; we provide the mats.',
          'Bequeme Kleidung genügt, die Matten stellen wir.',
          'Venez en tenue confortable ; nous fournissons les tapis.',
        ),
      },
      {
        Time: '11:30',
        Color: '#0288d1',
        Title: t4('Waterpolo', 'Water polo', 'Wasserball', 'Water-polo'),
        Description: t4(
          'Partido amistoso en la piscina principal.',
          'A friendly match in the main pool.',
          'Freundschaftsspiel im Hauptbecken.',
          'Match amical dans la piscine principale.',
        ),
      },
      {
        Time: '15:30',
        Color: '#fbc02d',
        Title: t4('Club infantil', "Kids' club", 'Kinderclub', 'Club enfants'),
        Description: t4(
          'Juegos y talleres para niños de 4 a 12 años, hasta las 18:00.',
          'Games and workshops for children aged 4 to 12, until 6 pm.',
          'Spiele und Workshops für Kinder von 4 bis 12 Jahren, bis 18 Uhr.',
          "Jeux et ateliers pour les enfants de 4 à 12 ans, jusqu'à 18h.",
        ),
      },
      {
        Time: '17:00',
        Color: '#8d6e63',
        Title: t4('Petanca', 'Pétanque', 'Boule', 'Pétanque'),
        Description: t4(
          'Torneo en los jardines, con premio para la pareja ganadora.',
          'A tournament in the gardens, with a prize for the winning pair.',
          'Turnier in den Gärten, mit einem Preis für das Siegerpaar.',
          'Tournoi dans les jardins, avec un prix pour la doublette gagnante.',
        ),
      },
      {
        Time: '21:30',
        Color: '#e91e63',
        Title: t4('Música en vivo', 'Live music', 'Live-Musik', 'Musique live'),
        Description: t4(
          'En el bar de la terraza.',
          'At the terrace bar.',
          'In der Terrassenbar.',
          'Au bar de la terrasse.',
        ),
      },
    ],
  ),
  titleBlock(
    t4(
      'Excursiones y veladas',
      'Excursions and evenings',
      'Ausflüge und Abendprogramm',
      'Excursions et soirées',
    ),
  ),
  textBlock(
    t4(
      '<p><strong>Lunes, 10:00</strong> · Paseo guiado por el casco histórico de La Orotava (15 €).</p><p><strong>Miércoles, 8:30</strong> · Excursión al Parque Nacional del Teide, con almuerzo (45 €).</p><p><strong>Jueves, 19:00</strong> · Cata de vinos de Tenerife en la bodega del hotel (20 €).</p><p><strong>Viernes, 21:00</strong> · Noche canaria: cena típica con música de timple y folclore.</p><p><strong>Sábado, 9:00</strong> · Avistamiento de ballenas y delfines en barco desde Los Gigantes (55 €, traslado incluido).</p>',
      "<p><strong>Monday, 10 am</strong> · Guided walk through the old town of La Orotava (€15).</p><p><strong>Wednesday, 8:30 am</strong> · Excursion to Teide National Park, lunch included (€45).</p><p><strong>Thursday, 7 pm</strong> · Tenerife wine tasting in the hotel's wine cellar (€20).</p><p><strong>Friday, 9 pm</strong> · Canarian night: a traditional dinner with timple music and folk dancing.</p><p><strong>Saturday, 9 am</strong> · Whale and dolphin watching by boat from Los Gigantes (€55, transfer included).</p>",
      '<p><strong>Montag, 10:00 Uhr</strong> · Geführter Spaziergang durch die Altstadt von La Orotava (15 €).</p><p><strong>Mittwoch, 8:30 Uhr</strong> · Ausflug in den Teide-Nationalpark mit Mittagessen (45 €).</p><p><strong>Donnerstag, 19:00 Uhr</strong> · Verkostung von Weinen aus Teneriffa im Weinkeller des Hotels (20 €).</p><p><strong>Freitag, 21:00 Uhr</strong> · Kanarischer Abend: traditionelles Abendessen mit Timple-Musik und Folklore.</p><p><strong>Samstag, 9:00 Uhr</strong> · Wal- und Delfinbeobachtung per Boot ab Los Gigantes (55 €, Transfer inklusive).</p>',
      "<p><strong>Lundi, 10h</strong> · Visite guidée du centre historique de La Orotava (15 €).</p><p><strong>Mercredi, 8h30</strong> · Excursion au parc national du Teide, déjeuner compris (45 €).</p><p><strong>Jeudi, 19h</strong> · Dégustation de vins de Tenerife dans la cave de l'hôtel (20 €).</p><p><strong>Vendredi, 21h</strong> · Soirée canarienne : dîner typique, musique de timple et folklore.</p><p><strong>Samedi, 9h</strong> · Observation des baleines et des dauphins en bateau depuis Los Gigantes (55 €, transfert compris).</p>",
    ),
  ),
  demoBlock('alert', {
    Icon: 'mdi-alert',
    AlertText: t4(
      'La excursión al Teide depende del tiempo: si hay aviso por viento o nieve en las cumbres, se traslada al jueves. Se lo confirmamos en recepción la víspera.',
      'The Teide excursion depends on the weather: if there is a wind or snow warning on the summits, it moves to Thursday. Reception will confirm it the evening before.',
      'Der Ausflug zum Teide ist wetterabhängig: Bei einer Wind- oder Schneewarnung für die Gipfelregion wird er auf Donnerstag verschoben. Die Rezeption bestätigt ihn am Vorabend.',
      "L'excursion au Teide dépend de la météo : en cas d'alerte au vent ou à la neige sur les sommets, elle est reportée au jeudi. La réception vous le confirme la veille.",
    ),
    Color: '#ef6c00',
  }),
];

import type { BlockData } from '@carta/domain';
import { demoBlock, type SeedBlock, type T4, t4, textBlock, titleBlock } from './demo-blocks.ts';

/**
 * Hotel Demo's restaurant: dishes of its breakfast and dinner menus, as Food & drink blocks, with
 * prices in euros and allergens by their EU list ids (domain/src/allergens.ts).
 */

/** EU allergen ids (domain/src/allergens.ts), named here so each dish reads as its label does. */
const GLUTEN = 1;
const EGGS = 3;
const FISH = 4;
const MILK = 7;
const NUTS = 8;
const CELERY = 9;
const MUSTARD = 10;
const SESAME = 11;
const SULPHITES = 12;

/** A priced option of a dish (the extras table), in euros. */
export type DemoExtra = { readonly Name: T4; readonly Price: number };
/** A dish block and the extras stored for it once it has an id. */
export type DemoDish = { readonly block: SeedBlock; readonly extras: readonly DemoExtra[] };

type Dish = Partial<BlockData<'food'>> & {
  readonly FoodName: T4;
  readonly FoodIngredients: T4;
  readonly FoodPrice: number;
  readonly extras?: { readonly label: T4; readonly list: readonly DemoExtra[] };
};

const dish = ({ extras, ...fields }: Dish): DemoDish => ({
  block: demoBlock('food', {
    ...fields,
    ...(extras ? { FoodLabelExtras: JSON.stringify(extras.label) } : {}),
  }),
  extras: extras?.list ?? [],
});

const extra = (Price: number, es: string, en: string, de: string, fr: string): DemoExtra => ({
  Name: t4(es, en, de, fr),
  Price,
});

const block = (seed: SeedBlock): DemoDish => ({ block: seed, extras: [] });

const pricesNote = () =>
  textBlock(
    t4(
      '<p>Precios en euros, IGIC incluido. Si tiene alguna alergia o intolerancia, consulte a nuestro personal: le indicaremos los alérgenos de cada plato.</p>',
      '<p>Prices in euros, IGIC (Canary Islands tax) included. If you have an allergy or intolerance, please ask our staff about the allergens in each dish.</p>',
      '<p>Preise in Euro inkl. IGIC (kanarische Steuer). Bei Allergien oder Unverträglichkeiten informiert Sie unser Personal gern über die Allergene jedes Gerichts.</p>',
      "<p>Prix en euros, IGIC (taxe canarienne) inclus. En cas d'allergie ou d'intolérance, notre personnel vous indiquera les allergènes de chaque plat.</p>",
    ),
  );

/** Added after the breakfast menu's title, image and text. */
export const breakfastDishes = (): DemoDish[] => [
  block(
    titleBlock(
      t4('Preparados al momento', 'Cooked to order', 'Frisch zubereitet', 'Préparés minute'),
    ),
  ),
  block(
    textBlock(
      t4(
        '<p>Pídalos a nuestro equipo de sala: se los servimos en la mesa en unos diez minutos.</p>',
        '<p>Just ask our restaurant team: we will bring them to your table in about ten minutes.</p>',
        '<p>Bestellen Sie beim Servicepersonal: Wir bringen Ihnen die Gerichte in etwa zehn Minuten an den Tisch.</p>',
        '<p>Commandez-les auprès de notre équipe de salle : ils vous sont servis à table en une dizaine de minutes.</p>',
      ),
    ),
  ),
  dish({
    FoodName: t4('Huevos benedictinos', 'Eggs Benedict', 'Eier Benedict', 'Œufs Bénédicte'),
    FoodIngredients: t4(
      'Dos huevos escalfados sobre muffin inglés tostado, jamón cocido y salsa holandesa.',
      'Two poached eggs on a toasted English muffin with cooked ham and hollandaise sauce.',
      'Zwei pochierte Eier auf getoastetem English Muffin mit Kochschinken und Sauce hollandaise.',
      'Deux œufs pochés sur muffin anglais toasté, jambon blanc et sauce hollandaise.',
    ),
    FoodNote: t4(
      'Con salmón ahumado, el plato contiene pescado.',
      'With smoked salmon, the dish contains fish.',
      'Mit Räucherlachs enthält das Gericht Fisch.',
      'Avec le saumon fumé, le plat contient du poisson.',
    ),
    FoodPrice: 9.5,
    FoodRecommended: true,
    FoodAllergens: [GLUTEN, EGGS, MILK],
    FoodImage: '/img/demo/breakfast.svg',
    extras: {
      label: t4('Añada a su plato', 'Add to your dish', 'Dazu bestellen', 'À ajouter à votre plat'),
      list: [
        extra(3, 'Salmón ahumado', 'Smoked salmon', 'Räucherlachs', 'Saumon fumé'),
        extra(1.5, 'Aguacate', 'Avocado', 'Avocado', 'Avocat'),
      ],
    },
  }),
  dish({
    FoodName: t4('Tostada de aguacate', 'Avocado toast', 'Avocado-Toast', "Tartine à l'avocat"),
    FoodIngredients: t4(
      'Pan de masa madre, aguacate, tomate cherry, aceite de oliva virgen extra y semillas de sésamo.',
      'Sourdough bread, avocado, cherry tomatoes, extra virgin olive oil and sesame seeds.',
      'Sauerteigbrot, Avocado, Kirschtomaten, natives Olivenöl extra und Sesam.',
      "Pain au levain, avocat, tomates cerises, huile d'olive vierge extra et graines de sésame.",
    ),
    FoodPrice: 7.5,
    FoodVegan: true,
    FoodVegetarian: true,
    FoodNew: true,
    FoodAllergens: [GLUTEN, SESAME],
  }),
  dish({
    FoodName: t4(
      'Tortitas con miel de palma',
      'Pancakes with palm honey',
      'Pfannkuchen mit Palmhonig',
      'Pancakes au miel de palme',
    ),
    FoodIngredients: t4(
      'Tres tortitas esponjosas con mantequilla y miel de palma de La Gomera.',
      'Three fluffy pancakes with butter and palm honey from La Gomera.',
      'Drei lockere Pfannkuchen mit Butter und Palmhonig aus La Gomera.',
      'Trois pancakes moelleux, beurre et miel de palme de La Gomera.',
    ),
    FoodPrice: 8,
    FoodVegetarian: true,
    FoodAllergens: [GLUTEN, EGGS, MILK],
    extras: {
      label: t4(
        'Añada a sus tortitas',
        'Add to your pancakes',
        'Zu Ihren Pfannkuchen',
        'Pour accompagner vos pancakes',
      ),
      list: [
        extra(2, 'Frutos rojos', 'Berries', 'Beeren', 'Fruits rouges'),
        extra(1, 'Nata montada', 'Whipped cream', 'Schlagsahne', 'Crème chantilly'),
        extra(1, 'Sirope de chocolate', 'Chocolate syrup', 'Schokoladensirup', 'Sauce chocolat'),
      ],
    },
  }),
  dish({
    FoodName: t4(
      'Zumo de naranja natural',
      'Freshly squeezed orange juice',
      'Frisch gepresster Orangensaft',
      "Jus d'orange pressé",
    ),
    FoodIngredients: t4(
      'Naranjas de la isla, exprimidas al momento.',
      'Island oranges, squeezed to order.',
      'Orangen von der Insel, frisch gepresst.',
      "Oranges de l'île, pressées minute.",
    ),
    FoodPrice: 4,
    FoodVegan: true,
    FoodVegetarian: true,
  }),
  dish({
    FoodName: t4(
      'Barraquito',
      'Barraquito (Canarian layered coffee)',
      'Barraquito (kanarischer Schichtkaffee)',
      'Barraquito (café canarien en couches)',
    ),
    FoodIngredients: t4(
      'Café expreso, leche condensada, leche espumada, Licor 43, canela y piel de limón.',
      'Espresso, condensed milk, frothed milk, Licor 43, cinnamon and lemon zest.',
      'Espresso, Kondensmilch, Milchschaum, Licor 43, Zimt und Zitronenschale.',
      'Espresso, lait concentré sucré, lait moussé, Licor 43, cannelle et zeste de citron.',
    ),
    FoodNote: t4(
      'También sin licor.',
      'Also served without liqueur.',
      'Auf Wunsch auch ohne Likör.',
      'Également servi sans liqueur.',
    ),
    FoodPrice: 3.5,
    FoodVegetarian: true,
    FoodRecommended: true,
    FoodAllergens: [MILK],
  }),
  block(pricesNote()),
];

/** Added after the dinner menu's title and text. */
export const dinnerDishes = (): DemoDish[] => [
  block(titleBlock(t4('Entrantes', 'Starters', 'Vorspeisen', 'Entrées'))),
  dish({
    FoodName: t4(
      'Papas arrugadas con mojo',
      'Wrinkled potatoes with mojo',
      'Runzelkartoffeln mit Mojo',
      'Pommes de terre ridées et mojo',
    ),
    FoodIngredients: t4(
      'Papas canarias cocidas con sal, con mojo rojo picón y mojo verde de cilantro.',
      'Canarian potatoes boiled in salted water, with spicy red mojo and green coriander mojo.',
      'In Salzwasser gegarte kanarische Kartoffeln mit scharfer roter Mojo und grüner Koriander-Mojo.',
      "Pommes de terre canariennes cuites à l'eau salée, mojo rouge pimenté et mojo vert à la coriandre.",
    ),
    FoodPrice: 6.5,
    FoodVegan: true,
    FoodVegetarian: true,
    FoodRecommended: true,
    FoodAllergens: [SULPHITES],
    FoodImage: '/img/demo/papas.svg',
  }),
  dish({
    FoodName: t4(
      'Queso de cabra asado',
      "Grilled goat's cheese",
      'Gegrillter Ziegenkäse',
      'Fromage de chèvre grillé',
    ),
    FoodIngredients: t4(
      'Queso tierno de cabra de Fuerteventura a la plancha, con miel de palma y mojo verde.',
      "Fresh goat's cheese from Fuerteventura, grilled, with palm honey and green mojo.",
      'Junger Ziegenkäse aus Fuerteventura von der Plancha, mit Palmhonig und grüner Mojo.',
      'Fromage de chèvre frais de Fuerteventura à la plancha, miel de palme et mojo vert.',
    ),
    FoodPrice: 9,
    FoodVegetarian: true,
    FoodAllergens: [MILK, SULPHITES],
  }),
  block(titleBlock(t4('Principales', 'Main courses', 'Hauptgerichte', 'Plats principaux'))),
  dish({
    FoodName: t4(
      'Cherne a la plancha',
      'Grilled wreckfish',
      'Wrackbarsch von der Plancha',
      'Cernier à la plancha',
    ),
    FoodIngredients: t4(
      'Cherne de la costa canaria con papas sancochadas y mojo verde.',
      'Wreckfish from the Canarian coast with boiled potatoes and green mojo.',
      'Wrackbarsch von der kanarischen Küste mit Salzkartoffeln und grüner Mojo.',
      'Cernier des côtes canariennes, pommes de terre vapeur et mojo vert.',
    ),
    FoodNote: t4(
      'Según la pesca del día.',
      "Subject to the day's catch.",
      'Je nach Tagesfang.',
      'Selon la pêche du jour.',
    ),
    FoodPrice: 21,
    FoodAllergens: [FISH, SULPHITES],
  }),
  dish({
    FoodName: t4(
      'Conejo en salmorejo',
      'Rabbit in salmorejo marinade',
      'Kaninchen in Salmorejo',
      'Lapin en salmorejo',
    ),
    FoodIngredients: t4(
      'Conejo adobado con ajo, pimentón, vino blanco, vinagre y tomillo, guisado a fuego lento y servido con papas arrugadas.',
      'Rabbit marinated in garlic, paprika, white wine, vinegar and thyme, slowly stewed and served with wrinkled potatoes.',
      'Kaninchen, mariniert mit Knoblauch, Paprika, Weißwein, Essig und Thymian, langsam geschmort, dazu Runzelkartoffeln.',
      "Lapin mariné à l'ail, au paprika, au vin blanc, au vinaigre et au thym, mijoté lentement et servi avec des pommes de terre ridées.",
    ),
    FoodPrice: 18.5,
    FoodRecommended: true,
    FoodAllergens: [SULPHITES],
  }),
  dish({
    FoodName: t4(
      'Hamburguesa de ternera canaria',
      'Canarian beef burger',
      'Burger vom kanarischen Rind',
      'Burger de bœuf des Canaries',
    ),
    FoodIngredients: t4(
      'Pan brioche con sésamo, 180 g de ternera, queso tierno de cabra, tomate, lechuga y salsa de mostaza; con papas fritas caseras.',
      "Sesame brioche bun, 180 g beef patty, fresh goat's cheese, tomato, lettuce and mustard sauce; with home-made fries.",
      'Sesam-Brioche, 180 g Rindfleisch, junger Ziegenkäse, Tomate, Salat und Senfsauce; dazu hausgemachte Pommes frites.',
      'Pain brioché au sésame, steak de bœuf de 180 g, fromage de chèvre frais, tomate, salade et sauce moutarde ; frites maison.',
    ),
    FoodPrice: 15,
    FoodAllergens: [GLUTEN, EGGS, MILK, MUSTARD, SESAME],
    extras: {
      label: t4(
        'Añada a su hamburguesa',
        'Add to your burger',
        'Extras für Ihren Burger',
        'Pour compléter votre burger',
      ),
      list: [
        extra(1.5, 'Queso extra', 'Extra cheese', 'Extra Käse', 'Supplément fromage'),
        extra(2, 'Bacon', 'Bacon', 'Speck', 'Bacon'),
        extra(1, 'Huevo frito', 'Fried egg', 'Spiegelei', 'Œuf au plat'),
      ],
    },
  }),
  dish({
    FoodName: t4(
      'Potaje de berros',
      'Watercress stew',
      'Brunnenkresse-Eintopf',
      'Potée au cresson',
    ),
    FoodIngredients: t4(
      'Berros, judías, millo, calabaza y papas, con un toque de comino; se sirve con gofio.',
      'Watercress, beans, sweetcorn, pumpkin and potatoes with a hint of cumin; served with gofio.',
      'Brunnenkresse, Bohnen, Mais, Kürbis und Kartoffeln mit einem Hauch Kreuzkümmel; dazu Gofio.',
      'Cresson, haricots, maïs, potiron et pommes de terre relevés de cumin ; servi avec du gofio.',
    ),
    FoodNote: t4(
      'Receta tradicional en versión vegana. El gofio es harina de cereal tostado.',
      'A traditional recipe, made vegan. Gofio is flour of toasted grain.',
      'Traditionelles Rezept in veganer Variante. Gofio ist Mehl aus geröstetem Getreide.',
      'Recette traditionnelle en version végane. Le gofio est une farine de céréales grillées.',
    ),
    FoodPrice: 12.5,
    FoodVegan: true,
    FoodVegetarian: true,
    FoodSlowFood: true,
    FoodAllergens: [GLUTEN, CELERY],
  }),
  block(titleBlock(t4('Postres', 'Desserts', 'Desserts', 'Desserts'))),
  dish({
    FoodName: t4(
      'Bienmesabe con helado de vainilla',
      'Bienmesabe with vanilla ice cream',
      'Bienmesabe mit Vanilleeis',
      'Bienmesabe et glace à la vanille',
    ),
    FoodIngredients: t4(
      'Crema canaria de almendra, miel, yema de huevo y limón.',
      'Canarian almond cream with honey, egg yolk and lemon.',
      'Kanarische Mandelcreme mit Honig, Eigelb und Zitrone.',
      "Crème canarienne aux amandes, au miel, au jaune d'œuf et au citron.",
    ),
    FoodPrice: 6.5,
    FoodVegetarian: true,
    FoodRecommended: true,
    FoodAllergens: [EGGS, MILK, NUTS],
  }),
  dish({
    FoodName: t4(
      'Quesillo canario',
      'Canarian quesillo (flan)',
      'Kanarischer Quesillo (Karamellpudding)',
      'Quesillo canarien (flan)',
    ),
    FoodIngredients: t4(
      'Flan de huevo y leche condensada con caramelo.',
      'Egg and condensed milk flan with caramel.',
      'Pudding aus Eiern und Kondensmilch mit Karamell.',
      'Flan aux œufs et au lait concentré, nappé de caramel.',
    ),
    FoodPrice: 5.5,
    FoodVegetarian: true,
    FoodAllergens: [EGGS, MILK],
  }),
  block(titleBlock(t4('Vinos de las islas', 'Island wines', 'Weine der Inseln', 'Vins des îles'))),
  dish({
    FoodName: t4(
      'Malvasía volcánica de Lanzarote (copa)',
      'Volcanic Malvasía from Lanzarote (glass)',
      'Vulkanischer Malvasía aus Lanzarote (Glas)',
      'Malvoisie volcanique de Lanzarote (verre)',
    ),
    FoodIngredients: t4(
      'Vino blanco seco de La Geria, de viñas plantadas en ceniza volcánica.',
      'Dry white wine from La Geria, from vines planted in volcanic ash.',
      'Trockener Weißwein aus La Geria, von Reben in Vulkanasche.',
      'Vin blanc sec de La Geria, issu de vignes plantées dans la cendre volcanique.',
    ),
    FoodPrice: 5,
    FoodAllergens: [SULPHITES],
  }),
  block(pricesNote()),
];

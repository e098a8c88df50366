import type { InfotenEntry, InfotenKind } from '../../services/catalogues/kinds.ts';

/**
 * A tourism catalogue in the manner of the Canary Islands' one, written for Carta's demo: compact
 * tables, turned into entries by `infotenCatalogue`.
 */

const ACTIVIDADES = ['Alojamiento', 'Gastronomía', 'Naturaleza', 'Cultura', 'Ocio', 'Recursos'];

/** tipo: [actividad or null, activo, its two subtipos]. */
const TIPOS: Record<string, readonly [string | null, '1' | '0', string, string]> = {
  Hotel: ['Alojamiento', '1', 'Hotel urbano', 'Hotel de playa'],
  Apartamento: ['Alojamiento', '1', 'Apartamento turístico', 'Aparthotel'],
  'Casa rural': ['Alojamiento', '1', 'Casa rural con piscina', 'Casa rural en medianías'],
  Camping: ['Alojamiento', '0', 'Zona de acampada', 'Camping con bungalós'],
  Restaurante: ['Gastronomía', '1', 'Cocina canaria', 'Cocina internacional'],
  Guachinche: ['Gastronomía', '1', 'Guachinche del norte', 'Guachinche de medianías'],
  Bodega: ['Gastronomía', '1', 'Bodega con visitas', 'Bodega con cata'],
  Quesería: ['Gastronomía', '1', 'Queso de cabra', 'Queso de flor'],
  Mercado: ['Gastronomía', '1', 'Mercado municipal', 'Mercadillo del agricultor'],
  Playa: ['Naturaleza', '1', 'Playa urbana', 'Playa virgen'],
  Sendero: ['Naturaleza', '1', 'Sendero de costa', 'Sendero de cumbre'],
  Mirador: ['Naturaleza', '1', 'Mirador de costa', 'Mirador de cumbre'],
  'Espacio natural protegido': ['Naturaleza', '1', 'Parque nacional', 'Reserva de la biosfera'],
  'Piscina natural': ['Naturaleza', '1', 'Charco natural', 'Piscina de marea'],
  Museo: ['Cultura', '1', 'Museo de historia', 'Museo de arte'],
  Iglesia: ['Cultura', '1', 'Basílica', 'Ermita'],
  'Yacimiento arqueológico': ['Cultura', '1', 'Cueva pintada', 'Poblado aborigen'],
  'Centro de interpretación': ['Cultura', '1', 'Centro de visitantes', 'Aula de la naturaleza'],
  'Casco histórico': ['Cultura', '1', 'Calle comercial', 'Plaza mayor'],
  'Parque temático': ['Ocio', '1', 'Parque acuático', 'Parque de animales'],
  'Campo de golf': ['Ocio', '1', 'Golf de 18 hoyos', 'Golf de 9 hoyos'],
  'Centro de buceo': ['Ocio', '1', 'Bautizo de buceo', 'Inmersión nocturna'],
  'Escuela de surf': ['Ocio', '1', 'Surf', 'Bodyboard'],
  Discoteca: ['Ocio', '0', 'Club nocturno', 'Terraza de verano'],
  'Oficina de turismo': ['Recursos', '1', 'Punto de información', 'Oficina insular'],
  Farmacia: ['Recursos', '1', 'Farmacia de guardia', 'Parafarmacia'],
  'Centro de salud': ['Recursos', '1', 'Urgencias', 'Consultorio local'],
  'Estación de guaguas': ['Recursos', '1', 'Intercambiador', 'Parada principal'],
  Evento: [null, '1', 'Fiesta patronal', 'Carnaval'],
  Otros: [null, '0', 'Servicio sin clasificar', 'Punto de interés'],
};

/** clasificación: [its tipo, its two subclasificaciones]. */
const CLASIFICACIONES: Record<string, readonly [string, string, string]> = {
  'Hotel 1 estrella': [
    'Hotel',
    'Hotel 1 estrella con restaurante',
    'Hotel 1 estrella sin restaurante',
  ],
  'Hotel 2 estrellas': ['Hotel', 'Hotel 2 estrellas con piscina', 'Hotel 2 estrellas sin piscina'],
  'Hotel 3 estrellas': ['Hotel', 'Hotel 3 estrellas con piscina', 'Hotel 3 estrellas con spa'],
  'Hotel 4 estrellas': ['Hotel', 'Hotel 4 estrellas con spa', 'Hotel 4 estrellas todo incluido'],
  'Hotel 5 estrellas': ['Hotel', 'Hotel 5 estrellas gran lujo', 'Hotel 5 estrellas todo incluido'],
  'Apartamento 1 llave': ['Apartamento', 'Estudio 1 llave', 'Apartamento 1 llave con terraza'],
  'Apartamento 2 llaves': ['Apartamento', 'Estudio 2 llaves', 'Apartamento 2 llaves con piscina'],
  'Apartamento 3 llaves': ['Apartamento', 'Estudio 3 llaves', 'Apartamento 3 llaves con piscina'],
  'Restaurante 1 tenedor': ['Restaurante', 'Casa de comidas', 'Tasca'],
  'Restaurante 2 tenedores': ['Restaurante', 'Restaurante familiar', 'Restaurante de menú'],
  'Restaurante 3 tenedores': ['Restaurante', 'Restaurante de autor', 'Restaurante de pescado'],
  'Playa de arena rubia': [
    'Playa',
    'Playa de arena rubia con servicios',
    'Playa de arena rubia nudista',
  ],
  'Playa de arena negra': [
    'Playa',
    'Playa de arena negra con servicios',
    'Playa de arena negra aislada',
  ],
  'Playa de callaos': ['Playa', 'Playa de callaos con acceso', 'Playa de callaos sin acceso'],
  'Sendero PR': ['Sendero', 'Sendero PR circular', 'Sendero PR lineal'],
  'Sendero GR': ['Sendero', 'Sendero GR etapa corta', 'Sendero GR etapa larga'],
  'Sendero SL': ['Sendero', 'Sendero SL familiar', 'Sendero SL adaptado'],
  'Museo público': ['Museo', 'Museo insular', 'Museo municipal'],
  'Museo privado': ['Museo', 'Casa museo', 'Colección privada'],
  'Campo de golf público': ['Campo de golf', 'Golf con escuela', 'Golf con pitch and putt'],
};

/** zona: its municipios. */
const ZONAS: Record<string, readonly string[]> = {
  'Gran Canaria Norte': [
    'Agaete',
    'Artenara',
    'Arucas',
    'Firgas',
    'Gáldar',
    'La Aldea de San Nicolás',
    'Las Palmas de Gran Canaria',
    'Moya',
    'Santa Brígida',
    'Santa María de Guía',
    'Tejeda',
    'Teror',
    'Valleseco',
    'Vega de San Mateo',
  ],
  'Gran Canaria Sur': [
    'Agüimes',
    'Ingenio',
    'Mogán',
    'San Bartolomé de Tirajana',
    'Santa Lucía de Tirajana',
    'Telde',
    'Valsequillo de Gran Canaria',
  ],
  'Tenerife Metropolitana': [
    'El Rosario',
    'San Cristóbal de La Laguna',
    'Santa Cruz de Tenerife',
    'Tegueste',
  ],
  'Tenerife Norte': [
    'Buenavista del Norte',
    'El Sauzal',
    'El Tanque',
    'Garachico',
    'Icod de los Vinos',
    'La Guancha',
    'La Matanza de Acentejo',
    'La Orotava',
    'La Victoria de Acentejo',
    'Los Realejos',
    'Los Silos',
    'Puerto de la Cruz',
    'San Juan de la Rambla',
    'Santa Úrsula',
    'Tacoronte',
  ],
  'Tenerife Sur': [
    'Adeje',
    'Arafo',
    'Arico',
    'Arona',
    'Candelaria',
    'Fasnia',
    'Granadilla de Abona',
    'Guía de Isora',
    'Güímar',
    'San Miguel de Abona',
    'Santiago del Teide',
    'Vilaflor de Chasna',
  ],
  Lanzarote: ['Arrecife', 'Haría', 'San Bartolomé', 'Teguise', 'Tías', 'Tinajo', 'Yaiza'],
  Fuerteventura: ['Antigua', 'Betancuria', 'La Oliva', 'Pájara', 'Puerto del Rosario', 'Tuineje'],
  'La Palma': [
    'Barlovento',
    'Breña Alta',
    'Breña Baja',
    'El Paso',
    'Fuencaliente de La Palma',
    'Garafía',
    'Los Llanos de Aridane',
    'Puntagorda',
    'Puntallana',
    'San Andrés y Sauces',
    'Santa Cruz de La Palma',
    'Tazacorte',
    'Tijarafe',
    'Villa de Mazo',
  ],
  'La Gomera': [
    'Agulo',
    'Alajeró',
    'Hermigua',
    'San Sebastián de La Gomera',
    'Valle Gran Rey',
    'Vallehermoso',
  ],
  'El Hierro': ['El Pinar de El Hierro', 'Frontera', 'Valverde'],
};

const RECOMENDADO = [
  'Imprescindible',
  'Recomendado por el hotel',
  'Ideal en familia',
  'Para parejas',
  'Accesible',
];

/** Every entry of the demo catalogue, by list. */
export const infotenCatalogue = (): Record<InfotenKind, InfotenEntry[]> => ({
  actividades: ACTIVIDADES.map((nombre) => ({ nombre })),
  tipos: Object.entries(TIPOS).map(([nombre, [actividad, activo]]) => ({
    nombre,
    activo,
    actividad,
  })),
  subtipos: Object.entries(TIPOS).flatMap(([tipo, [, , a, b]]) =>
    [a, b].map((nombre) => ({ nombre, TipoActividad: tipo })),
  ),
  clasificaciontipos: Object.entries(CLASIFICACIONES).map(([nombre, [tipo]]) => ({
    nombre,
    nombreTipo: tipo,
  })),
  subclasificaciontipos: Object.entries(CLASIFICACIONES).flatMap(([clasificacion, [, a, b]]) =>
    [a, b].map((nombre) => ({ nombre, ClasificacionTipo: clasificacion })),
  ),
  municipios: Object.entries(ZONAS).flatMap(([zona, municipios]) =>
    municipios.map((nombre) => ({ nombre, zona })),
  ),
  recomendado: RECOMENDADO.map((nombre) => ({ nombre })),
  zonas: Object.keys(ZONAS).map((nombre) => ({ nombre })),
});

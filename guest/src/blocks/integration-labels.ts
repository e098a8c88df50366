import { defineLabels } from '../i18n/labels.ts';

/** The titles the integration blocks show on their "not available here" card, by block type. */
export const integrationTitles = defineLabels({
  es: {
    activity: 'Actividades',
    show: 'Espectáculos',
    agenda: 'Agenda',
    parrilla: 'Programación de TV',
    commercial: 'Ofertas y servicios',
    channelList: 'Canales de TV',
    externalActivity: 'Actividades',
    bookingActivities: 'Reserva de actividades',
    infoten: 'Qué hacer en la zona',
    interactiveMaps: 'Mapa interactivo',
    chainFood: 'Carta del restaurante',
    weeklyMenu: 'Menú semanal',
    externalFoodMenu: 'Carta',
    formCio: 'Formulario',
  },
  en: {
    activity: 'Activities',
    show: 'Shows',
    agenda: 'Agenda',
    parrilla: 'TV guide',
    commercial: 'Offers and services',
    channelList: 'TV channels',
    externalActivity: 'Activities',
    bookingActivities: 'Book an activity',
    infoten: 'Things to do nearby',
    interactiveMaps: 'Interactive map',
    chainFood: "Restaurant's menu",
    weeklyMenu: 'Weekly menu',
    externalFoodMenu: 'Menu',
    formCio: 'Form',
  },
});

import { defineLabels } from '../../i18n/labels.ts';

/** The title each integration block shows on its "not available here" card. */
export const integrationTitles = defineLabels({
  es: {
    weather: 'El tiempo',
    queue: 'Turnos',
    property: 'Tu alojamiento',
    consulting: 'Información del hotel',
    attendance: 'Asistencia',
    rcovid: 'Formulario sanitario',
    checkIn: 'Check-in',
    requestReservation: 'Solicitar una reserva',
    contentMessages: 'Mensajes',
    servatur: 'Servicios del hotel',
    externalIntegration: 'Servicio externo',
  },
  en: {
    weather: 'Weather',
    queue: 'Queue',
    property: 'Your stay',
    consulting: 'Hotel information',
    attendance: 'Attendance',
    rcovid: 'Health form',
    checkIn: 'Check-in',
    requestReservation: 'Request a reservation',
    contentMessages: 'Messages',
    servatur: 'Hotel services',
    externalIntegration: 'External service',
  },
});

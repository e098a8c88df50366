/**
 * The offline note and page, in the six languages a guest may read the app in. Not a
 * `defineLabels` set: the note is phrases built around a date and time, which follow the guest's
 * content language and its locale (German and French guests read "25.11." and "à 14:32").
 */
export const OFFLINE_LANGUAGES = ['es', 'en', 'de', 'fr', 'it', 'pt'] as const;
export type OfflineLanguage = (typeof OFFLINE_LANGUAGES)[number];

type Words = {
  readonly offline: string;
  /** The data shown was fetched on `day` at `time`. */
  readonly dataFrom: (day: string, time: string) => string;
  readonly dataFromToday: (time: string) => string;
  readonly unavailableTitle: string;
  readonly unavailableHint: string;
  readonly retry: string;
};

export const offlineWords: { readonly [L in OfflineLanguage]: Words } = {
  es: {
    offline: 'Sin conexión',
    dataFrom: (day, time) => `datos del ${day} a las ${time}`,
    dataFromToday: (time) => `datos de hoy a las ${time}`,
    unavailableTitle: 'No disponible sin conexión',
    unavailableHint:
      'Solo se pueden ver sin conexión las páginas que ya has abierto. Vuelve a intentarlo cuando tengas conexión.',
    retry: 'Reintentar',
  },
  en: {
    offline: 'Offline',
    dataFrom: (day, time) => `data from ${day} at ${time}`,
    dataFromToday: (time) => `data from today at ${time}`,
    unavailableTitle: 'Not available offline',
    unavailableHint:
      'Only the pages you have already opened can be seen offline. Try again when you are connected.',
    retry: 'Try again',
  },
  de: {
    offline: 'Offline',
    dataFrom: (day, time) => `Daten vom ${day} um ${time}`,
    dataFromToday: (time) => `Daten von heute, ${time}`,
    unavailableTitle: 'Offline nicht verfügbar',
    unavailableHint:
      'Offline sind nur die Seiten zu sehen, die Sie schon geöffnet haben. Versuchen Sie es wieder, wenn Sie verbunden sind.',
    retry: 'Erneut versuchen',
  },
  fr: {
    offline: 'Hors ligne',
    dataFrom: (day, time) => `données du ${day} à ${time}`,
    dataFromToday: (time) => `données d’aujourd’hui à ${time}`,
    unavailableTitle: 'Indisponible hors ligne',
    unavailableHint:
      'Seules les pages déjà ouvertes sont visibles hors ligne. Réessaie une fois connecté.',
    retry: 'Réessayer',
  },
  it: {
    offline: 'Offline',
    dataFrom: (day, time) => `dati del ${day} alle ${time}`,
    dataFromToday: (time) => `dati di oggi alle ${time}`,
    unavailableTitle: 'Non disponibile offline',
    unavailableHint:
      'Offline si vedono solo le pagine che hai già aperto. Riprova quando sarai connesso.',
    retry: 'Riprova',
  },
  pt: {
    offline: 'Sem ligação',
    dataFrom: (day, time) => `dados de ${day} às ${time}`,
    dataFromToday: (time) => `dados de hoje às ${time}`,
    unavailableTitle: 'Indisponível sem ligação',
    unavailableHint:
      'Sem ligação só se veem as páginas que já abriu. Tente de novo quando tiver ligação.',
    retry: 'Tentar novamente',
  },
};

/** The note's language for a content language: its own when written, else English. */
export const offlineLanguageOf = (lang: string | null | undefined): OfflineLanguage => {
  const base = (lang ?? '').split('-')[0]?.toLowerCase() ?? '';
  return (OFFLINE_LANGUAGES as readonly string[]).includes(base)
    ? (base as OfflineLanguage)
    : lang
      ? 'en'
      : 'es';
};

export const wordsOf = (lang: string | null | undefined): Words =>
  offlineWords[offlineLanguageOf(lang)];

/**
 * "Sin conexión — datos del 25/11 a las 14:32": when the data shown was fetched, in the guest's
 * language and locale and the phone's clock (`timeZone` only for tests); "de hoy" for today.
 * Without a time (offline, nothing from the cache yet): "Sin conexión".
 */
export const offlineNote = (
  lang: string | null | undefined,
  fetchedAt: number | null,
  now: number,
  timeZone?: string,
): string => {
  const language = offlineLanguageOf(lang);
  const words = offlineWords[language];
  if (fetchedAt === null) return words.offline;
  const dayOf = (at: number) =>
    new Intl.DateTimeFormat(language, {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  const time = new Intl.DateTimeFormat(language, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(fetchedAt);
  const when =
    dayOf(fetchedAt) === dayOf(now)
      ? words.dataFromToday(time)
      : words.dataFrom(
          new Intl.DateTimeFormat(language, { timeZone, day: 'numeric', month: 'numeric' }).format(
            fetchedAt,
          ),
          time,
        );
  return `${words.offline} — ${when}`;
};

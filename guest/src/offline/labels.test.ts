// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  offlineNote as note,
  OFFLINE_LANGUAGES,
  offlineLanguageOf,
  offlineWords,
} from './labels.ts';

/** ICU writes "2:32 PM" with a narrow no-break space in some Node versions, a space in others. */
const offlineNote = (...args: Parameters<typeof note>) => note(...args).replace(/\u202f/g, ' ');

const MADRID = 'Europe/Madrid';
/** 25 November 2026, 14:32 in Madrid (13:32 UTC). */
const fetched = Date.UTC(2026, 10, 25, 13, 32);
const laterThatDay = Date.UTC(2026, 10, 25, 20, 0);
const nextMorning = Date.UTC(2026, 10, 26, 8, 0);

describe('the offline note', () => {
  it("says when the data was fetched, in the guest's language and locale", () => {
    expect(offlineNote('es', fetched, nextMorning, MADRID)).toBe(
      'Sin conexión — datos del 25/11 a las 14:32',
    );
    expect(offlineNote('en', fetched, nextMorning, MADRID)).toBe(
      'Offline — data from 11/25 at 2:32 PM',
    );
    expect(offlineNote('de', fetched, nextMorning, MADRID)).toBe(
      'Offline — Daten vom 25.11. um 14:32',
    );
    expect(offlineNote('fr', fetched, nextMorning, MADRID)).toBe(
      'Hors ligne — données du 25/11 à 14:32',
    );
  });

  it('says "today" for data of the same day, on the clock given', () => {
    expect(offlineNote('es', fetched, laterThatDay, MADRID)).toBe(
      'Sin conexión — datos de hoy a las 14:32',
    );
    expect(offlineNote('de', fetched, laterThatDay, MADRID)).toBe(
      'Offline — Daten von heute, 14:32',
    );
    // 00:30 in Madrid is still the day before in UTC: the day is the clock's, not UTC's.
    const afterMidnight = Date.UTC(2026, 10, 25, 23, 30);
    expect(offlineNote('es', afterMidnight, Date.UTC(2026, 10, 26, 9, 0), MADRID)).toBe(
      'Sin conexión — datos de hoy a las 0:30',
    );
    expect(offlineNote('es', afterMidnight, Date.UTC(2026, 10, 25, 23, 40), 'UTC')).toBe(
      'Sin conexión — datos de hoy a las 23:30',
    );
  });

  it('says only "offline" when nothing shown came from the cache', () => {
    expect(offlineNote('es', null, nextMorning)).toBe('Sin conexión');
    expect(offlineNote('fr', null, nextMorning)).toBe('Hors ligne');
  });

  it('falls back to English for other languages, to Spanish when none is known', () => {
    expect(offlineLanguageOf('nl')).toBe('en');
    expect(offlineLanguageOf('it')).toBe('it');
    expect(offlineLanguageOf('de-AT')).toBe('de');
    expect(offlineLanguageOf('FR')).toBe('fr');
    expect(offlineLanguageOf(null)).toBe('es');
    expect(offlineNote('nl', fetched, nextMorning, MADRID)).toBe(
      'Offline — data from 11/25 at 2:32 PM',
    );
  });

  it('has every text in every language', () => {
    for (const lang of OFFLINE_LANGUAGES) {
      const words = offlineWords[lang];
      for (const text of [
        words.offline,
        words.unavailableTitle,
        words.unavailableHint,
        words.retry,
      ])
        expect(text.trim(), lang).not.toBe('');
      expect(words.dataFrom('D', 'T'), lang).toMatch(/D.*T/);
      expect(words.dataFromToday('T'), lang).toContain('T');
    }
  });
});

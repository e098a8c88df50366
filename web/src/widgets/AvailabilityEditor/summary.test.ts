// @vitest-environment node
import { defaultAvailability } from '@carta/domain/availability';
import { type AvailabilityValue, describeAvailability } from '@carta/domain/availability-form';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { formatAvailability } from './summary.ts';

const temp = (a: Partial<AvailabilityValue> = {}): AvailabilityValue => ({
  ...defaultAvailability(),
  IsTemp: true,
  ...a,
});

const say = (a: AvailabilityValue, language = 'es') =>
  formatAvailability(describeAvailability(a), i18n.getFixedT(language), language);

describe('formatAvailability', () => {
  it('not temporary: always visible', () => {
    expect(say(defaultAvailability())).toBe('Siempre visible');
    expect(say(defaultAvailability(), 'en')).toBe('Always visible');
  });

  it('every day with a time window', () => {
    expect(say(temp({ IsAllTimes: false, TimeStart: 600, TimeEnd: 840 }))).toBe(
      'Todos los días, de 10:00 a 14:00',
    );
  });

  it('weekdays in sentence case, every N weeks', () => {
    expect(say(temp({ Per: 2, DayOfWeek: [3, 1], Alt: 2 }))).toBe(
      'Lunes y miércoles cada 2 semanas',
    );
    expect(say(temp({ Per: 2, DayOfWeek: [0, 1] }), 'en')).toBe('Monday and Sunday');
  });

  it('month days and a date range', () => {
    expect(
      say(
        temp({
          Per: 2,
          Rec: 0,
          DayOfMonth: [1, 15],
          IsAllDays: false,
          DateStart: '2026-03-01',
          DateEnd: '2026-06-30',
        }),
      ),
    ).toBe('Los días 1 y 15 de cada mes, del 1 mar 2026 al 30 jun 2026');
  });

  it('one day', () => {
    expect(say(temp({ Per: 1, DateStart: '2026-05-02T00:00:00' }))).toBe('El 2 may 2026');
    expect(say(temp({ Per: 1 }), 'en')).toBe('One day, no date set');
  });
});

import { defaultAvailability } from '@carta/domain/availability';
import type { ItemAvailability, LowercaseAvailability } from '@carta/domain/availability-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ContentAvailabilityEditor,
  ItemAvailabilityEditor,
  LowercaseAvailabilityEditor,
} from './variants.tsx';

describe('ContentAvailabilityEditor (content cards)', () => {
  it('reads the flat content fields and reports them merged into the content, arrays', async () => {
    const onChange = vi.fn();
    const content = {
      ID: 7,
      Type: 16,
      Text: { es: 'Hola' },
      IsTemp: true,
      Per: 2,
      DayOfWeek: '[3]',
    };
    render(<ContentAvailabilityEditor content={content} onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: 'Miércoles' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lunes' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...defaultAvailability(),
      ID: 7,
      Type: 16,
      Text: { es: 'Hola' },
      IsTemp: true,
      Per: 2,
      DayOfWeek: [1, 3],
    });
  });

  it('a content without availability starts as not temporary; switched on, today 09:00–23:00', async () => {
    const onChange = vi.fn();
    render(
      <ContentAvailabilityEditor
        content={{ ID: 'new_1', Type: 2 }}
        onChange={onChange}
        timeZone="Europe/Madrid"
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Temporal' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Temporal' }));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
      new Date(),
    );
    expect(onChange).toHaveBeenLastCalledWith({
      ID: 'new_1',
      Type: 2,
      ...defaultAvailability(),
      IsTemp: true,
      DateStart: today,
      TimeStart: 540,
      TimeEnd: 1380,
    });
  });
});

describe('LowercaseAvailabilityEditor (welcome modal)', () => {
  it('reports lowercase names with JSON-string day lists', async () => {
    const onChange = vi.fn<(value: LowercaseAvailability) => void>();
    const Harness = () => {
      const [value, setValue] = useState<Partial<LowercaseAvailability>>({
        isTemp: true,
        per: 2,
        rec: 0,
        dayOfMonth: '[20]',
        dayOfWeek: 'not json',
      });
      return (
        <LowercaseAvailabilityEditor
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    };
    render(<Harness />);
    expect(screen.getByRole('checkbox', { name: 'Día 20' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Día 5' }));
    expect(onChange).toHaveBeenLastCalledWith({
      isTemp: true,
      per: 2,
      isAllTimes: true,
      dateStart: null,
      timeStart: 120,
      isAllDays: true,
      dateEnd: null,
      timeEnd: 120,
      rec: 0,
      dayOfWeek: '[]',
      dayOfMonth: '[5,20]',
      alt: 1,
    });
  });
});

describe('ItemAvailabilityEditor (temporary menu)', () => {
  it("uses the item's IsTemp and reports { IsTemp, Availability } with arrays", async () => {
    const onChange = vi.fn<(value: ItemAvailability) => void>();
    render(
      <ItemAvailabilityEditor
        availability={{ IsTemp: false, Per: 2, DayOfWeek: [0] }}
        isTemp
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Temporal' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sábado' }));
    expect(onChange).toHaveBeenLastCalledWith({
      IsTemp: true,
      Availability: { ...defaultAvailability(), IsTemp: true, Per: 2, DayOfWeek: [0, 6] },
    });
  });

  it('switching temporary off reports IsTemp false in both places', async () => {
    const onChange = vi.fn<(value: ItemAvailability) => void>();
    render(<ItemAvailabilityEditor availability={null} isTemp onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Temporal' }));
    expect(onChange.mock.lastCall?.[0].IsTemp).toBe(false);
    expect(onChange.mock.lastCall?.[0].Availability.IsTemp).toBe(false);
  });
});

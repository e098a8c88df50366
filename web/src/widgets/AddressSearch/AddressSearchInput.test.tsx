import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressResult } from '../../api/geocode.ts';
import { i18n } from '../../i18n/i18n.ts';
import { AddressSearchInput } from './AddressSearchInput.tsx';
import { SAMPLE_PLACES, sampleSearch } from './sampleSearch.ts';
import type { AddressSearchFn } from './useAddressSuggestions.ts';

const [mayorMadrid, mayorAlcala, , canteras] = SAMPLE_PLACES as [
  AddressResult,
  AddressResult,
  AddressResult,
  AddressResult,
];

const Harness = ({
  search,
  onValue = () => {},
  initial = null,
}: {
  search: AddressSearchFn;
  onValue?: (value: AddressResult | null) => void;
  initial?: AddressResult | null;
}) => {
  const [value, setValue] = useState(initial);
  return (
    <AddressSearchInput
      value={value}
      search={search}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
};

const field = () => screen.getByRole('combobox', { name: 'Dirección' });

/** Browser geolocation answering with a position or an error code. */
const stubGeolocation = (answer: { lat: number; lon: number } | { code: number }) => {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if ('code' in answer) fail?.({ code: answer.code, message: 'no' } as GeolocationPositionError);
    else ok({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
};

/**
 * Fake timers, and a user driven on them. Testing Library drains React's work with a setTimeout
 * that it only advances for Jest's fake timers: it is shown Vitest's under that name.
 */
const fakeClock = () => {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AddressSearchInput', () => {
  it("shows the translated placeholder 'address to search'", async () => {
    const { unmount } = render(<Harness search={sampleSearch(0)} />);
    expect(field()).toHaveAttribute('placeholder', 'Dirección a buscar');
    unmount();
    await i18n.changeLanguage('en');
    render(<Harness search={sampleSearch(0)} />);
    expect(screen.getByRole('combobox', { name: 'Address' })).toHaveAttribute(
      'placeholder',
      'Address to search',
    );
  });

  it('searches once, 400 ms after the typing stops', async () => {
    const user = fakeClock();
    const search = vi.fn(sampleSearch(0));
    render(<Harness search={search} />);
    await user.type(field(), 'Calle');
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(search).not.toHaveBeenCalled();
    await user.type(field(), ' Mayor');
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('Calle Mayor', undefined, expect.any(AbortSignal));
  });

  it('does not search fewer than 3 characters, and says why', async () => {
    const user = fakeClock();
    const search = vi.fn(sampleSearch(0));
    render(<Harness search={search} />);
    await user.type(field(), ' Ca ');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText('Escriba al menos 3 caracteres para buscar')).toBeInTheDocument();
    await user.type(field(), 'l');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(search).toHaveBeenCalledWith('Ca l', undefined, expect.any(AbortSignal));
  });

  it('cancels a search when the text changes, so an old answer never shows', async () => {
    const user = fakeClock();
    const signals: AbortSignal[] = [];
    const search = vi.fn<AddressSearchFn>(async (q, near, signal) => {
      signals.push(signal);
      return sampleSearch(q === 'Calle' ? 5000 : 0)(q, near, signal);
    });
    render(<Harness search={search} />);
    await user.type(field(), 'Calle');
    await act(() => vi.advanceTimersByTimeAsync(400));
    await user.type(field(), ' Mayor Alcal');
    await act(() => vi.advanceTimersByTimeAsync(400));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([mayorAlcala.address]);
  });

  it('reports the picked suggestion with address, lat, lon and components', async () => {
    const onValue = vi.fn();
    render(<Harness search={sampleSearch(0)} onValue={onValue} />);
    await userEvent.type(field(), 'calle mayor');
    const option = await screen.findByRole('option', { name: mayorMadrid.address });
    await userEvent.click(option);
    expect(onValue).toHaveBeenCalledWith(mayorMadrid);
    expect(field()).toHaveValue(mayorMadrid.address);
  });

  it('picks with the keyboard, and shows a place by its name above its address', async () => {
    const onValue = vi.fn();
    render(<Harness search={sampleSearch(0)} onValue={onValue} />);
    await userEvent.type(field(), 'playa canteras');
    const option = await screen.findByRole('option');
    expect(option).toHaveTextContent(`Playa de las Canteras${canteras.address}`);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValue).toHaveBeenCalledWith(canteras);
  });

  it('reports nothing for free text confirmed with Enter, and null when cleared', async () => {
    const onValue = vi.fn();
    render(<Harness search={sampleSearch(0)} onValue={onValue} initial={canteras} />);
    expect(field()).toHaveValue(canteras.address);
    // Like MUI's own, the clear icon shows while the field has the focus.
    await userEvent.click(field());
    await userEvent.click(screen.getByRole('button', { name: 'Borrar la dirección' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(field()).toHaveValue('');
    onValue.mockClear();
    await userEvent.type(field(), 'Mi casa{Enter}');
    expect(onValue).not.toHaveBeenCalled();
    expect(field()).toHaveValue('Mi casa');
  });

  it('says so when nothing is found', async () => {
    render(<Harness search={sampleSearch(0)} />);
    await userEvent.type(field(), 'Calle Inexistente');
    expect(
      await screen.findByText('No se encontró ninguna dirección en España'),
    ).toBeInTheDocument();
  });

  it('shows a translated error when the search fails, and recovers on the next one', async () => {
    let fail = true;
    const search = vi.fn<AddressSearchFn>(async (q, near, signal) => {
      if (fail) throw new Error('502');
      return sampleSearch(0)(q, near, signal);
    });
    render(<Harness search={search} />);
    await userEvent.type(field(), 'Calle Mayor');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo buscar la dirección');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    fail = false;
    await userEvent.type(field(), ' Madrid');
    expect(await screen.findByRole('option', { name: mayorMadrid.address })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('searches near the user once they share their location, rounded to about a kilometre', async () => {
    const getCurrentPosition = stubGeolocation({ lat: 28.13987, lon: -15.43012 });
    const search = vi.fn(sampleSearch(0));
    render(<Harness search={search} />);
    await userEvent.type(field(), 'Calle Mayor');
    await screen.findByRole('option', { name: mayorMadrid.address });
    const button = screen.getByRole('button', { name: 'Buscar cerca de mi ubicación' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Primero, lugares cerca de su ubicación')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(search).toHaveBeenLastCalledWith(
        'Calle Mayor',
        { lat: 28.14, lon: -15.43 },
        expect.any(AbortSignal),
      ),
    );
    const stop = screen.getByRole('button', { name: 'Dejar de buscar cerca de mi ubicación' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
  });

  it('explains a denied location permission and keeps searching all of Spain', async () => {
    stubGeolocation({ code: 1 });
    const search = vi.fn(sampleSearch(0));
    render(<Harness search={search} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar cerca de mi ubicación' }));
    expect(
      screen.getByText('Sin permiso para usar su ubicación: se busca en toda España'),
    ).toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field(), 'Plaza Mayor');
    await screen.findByRole('option');
    expect(search).toHaveBeenLastCalledWith('Plaza Mayor', undefined, expect.any(AbortSignal));
  });

  it('explains an unavailable position and a browser without geolocation', async () => {
    stubGeolocation({ code: 2 });
    const { unmount } = render(<Harness search={sampleSearch(0)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar cerca de mi ubicación' }));
    expect(
      screen.getByText('No se pudo obtener su ubicación: se busca en toda España'),
    ).toBeInTheDocument();
    unmount();
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    render(<Harness search={sampleSearch(0)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar cerca de mi ubicación' }));
    expect(
      screen.getByText('Este navegador no puede dar su ubicación: se busca en toda España'),
    ).toBeInTheDocument();
  });

  it('cannot be used when disabled', () => {
    render(<AddressSearchInput value={canteras} onChange={vi.fn()} search={vi.fn()} disabled />);
    expect(field()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buscar cerca de mi ubicación' })).toBeDisabled();
  });
});

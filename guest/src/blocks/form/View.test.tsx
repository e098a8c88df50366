import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestBlock, renderInVenue } from '../testing.tsx';
import { FormView } from './View.lazy.tsx';

const h = (hours: number, minutes = 0) => ({ hours, minutes });
const EVERY_DAY = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, [h(13, 30), h(21)]]));

const form = (patch: Record<string, unknown> = {}) =>
  guestBlock(
    'form',
    {
      FormIcon: 'mdi-silverware-fork-knife',
      FormNIF: false,
      FormRoomNumber: false,
      FormDateTime: false,
      FormTimetable: { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] },
      FormNumberOfPeople: false,
      FormLblNumberOfItem: '',
      FormLimitNumberOfItem: null,
      FormTextBtn: 'Reservar mesa',
      ...patch,
    } as never,
    { ID: 41 },
  );

type Sent = { url: string; body: unknown; key: string | null };

/** A fetch that answers each call with the next of `answers` (a status, or a thrown error). */
const serverAnswering = (...answers: (number | 'offline' | Promise<never>)[]) => {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({ url, body: JSON.parse(String(init.body)), key: headers.get('Idempotency-Key') });
    const next = answers.shift() ?? 201;
    if (next === 'offline') throw new TypeError('Failed to fetch');
    if (typeof next !== 'number') return next;
    const body =
      next === 201
        ? { ID: 7 }
        : {
            error: {
              code: next === 400 ? 'invalid_input' : 'rate_limited',
              message: 'refused',
              fields: next === 400 ? ['Answers.Room'] : undefined,
            },
          };
    return new Response(JSON.stringify(body), {
      status: next,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('FormView', () => {
  it('titles the form with its button text and labels every field', () => {
    const { getByRole, getByLabelText } = renderInVenue(
      <FormView block={form({ FormRoomNumber: true, FormNumberOfPeople: true })} />,
    );
    expect(getByRole('heading', { name: 'Reservar mesa' })).toBeInTheDocument();
    expect(getByLabelText('Nombre')).toHaveAttribute('autocomplete', 'name');
    expect(getByRole('group', { name: 'E-mail o teléfono' })).toBeInTheDocument();
    expect(getByLabelText('Tu e-mail')).toHaveAttribute('type', 'email');
    expect(getByLabelText('Habitación')).toBeRequired();
    expect(getByLabelText('Personas')).toHaveAttribute('inputmode', 'numeric');
    expect(getByLabelText('Mensaje (opcional)').tagName).toBe('TEXTAREA');
    expect(getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  });

  it('refuses an incomplete form beside each field, focuses the first, and sends nothing', async () => {
    const sent = serverAnswering();
    const user = userEvent.setup();
    const { getByRole, getByLabelText, getByText } = renderInVenue(
      <FormView block={form({ FormRoomNumber: true })} />,
    );
    await user.type(getByLabelText('Tu e-mail'), 'ana@');
    await user.click(getByRole('button', { name: 'Enviar' }));
    const name = getByLabelText('Nombre');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Rellena este campo.');
    expect(getByLabelText('Tu e-mail')).toHaveAccessibleDescription(
      'Escribe un e-mail (nombre@ejemplo.com) o un teléfono de 6 a 20 cifras.',
    );
    expect(getByLabelText('Habitación')).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(sent).toEqual([]);
    // Typing in a field takes its message away.
    await user.type(name, 'Ana');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(
      getByText('Escribe un e-mail (nombre@ejemplo.com) o un teléfono de 6 a 20 cifras.'),
    ).toBeInTheDocument();
  });

  it('sends once with an Idempotency-Key, says "Enviando…", then thanks; "send another" starts afresh', async () => {
    let release: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const sent = serverAnswering(pending as Promise<never>);
    const user = userEvent.setup();
    const { getByRole, getByLabelText, findByRole } = renderInVenue(
      <FormView block={form({ FormNumberOfPeople: true, FormLimitNumberOfItem: 6 })} />,
    );
    await user.type(getByLabelText('Nombre'), '  Ana García ');
    await user.click(getByRole('radio', { name: 'Teléfono' }));
    expect(getByLabelText('Tu teléfono')).toHaveAttribute('inputmode', 'tel');
    await user.type(getByLabelText('Tu teléfono'), '+34 600 11 22 33');
    await user.type(getByLabelText('Personas'), '4');
    await user.type(getByLabelText('Mensaje (opcional)'), 'Junto a la ventana');
    const button = getByRole('button', { name: 'Enviar' });
    await user.dblClick(button);
    expect(button).toHaveTextContent('Enviando…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: '/api/public/guest/1/blocks/41/answers',
      body: {
        Answers: {
          Name: 'Ana García',
          Contact: '+34 600 11 22 33',
          People: 4,
          Message: 'Junto a la ventana',
        },
        Language: 'es',
      },
    });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => release(Response.json({ ID: 7 }, { status: 201 })));
    const thanks = await findByRole('status');
    expect(thanks).toHaveTextContent('¡Gracias! Hemos recibido tu solicitud.');
    expect(thanks).toHaveFocus();

    await user.click(getByRole('button', { name: 'Enviar otra respuesta' }));
    expect(getByLabelText('Nombre')).toHaveValue('');
    await user.type(getByLabelText('Nombre'), 'Luis');
    await user.type(getByLabelText('Tu e-mail'), 'luis@example.com');
    await user.type(getByLabelText('Personas'), '2');
    await user.click(getByRole('button', { name: 'Enviar' }));
    await findByRole('status');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });

  it('keeps everything typed when the network fails, and retries with the same key', async () => {
    const sent = serverAnswering('offline', 201);
    const user = userEvent.setup();
    const { getByRole, getByLabelText, findByRole } = renderInVenue(<FormView block={form()} />);
    await user.type(getByLabelText('Nombre'), 'Ana');
    await user.type(getByLabelText('Tu e-mail'), 'ana@example.com');
    await user.click(getByRole('button', { name: 'Enviar' }));
    expect(await findByRole('alert')).toHaveTextContent(
      'No se ha podido enviar. Comprueba la conexión y vuelve a intentarlo: lo escrito se conserva.',
    );
    expect(getByLabelText('Nombre')).toHaveValue('Ana');
    expect(getByLabelText('Tu e-mail')).toHaveValue('ana@example.com');
    await user.click(getByRole('button', { name: 'Reintentar' }));
    await findByRole('status');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
  });

  it('shows a 400 on the field it names, and a 429 as "wait a minute"', async () => {
    serverAnswering(400, 429);
    const user = userEvent.setup();
    const { getByRole, getByLabelText, findByRole } = renderInVenue(
      <FormView block={form({ FormRoomNumber: true })} />,
    );
    await user.type(getByLabelText('Nombre'), 'Ana');
    await user.type(getByLabelText('Tu e-mail'), 'ana@example.com');
    await user.type(getByLabelText('Habitación'), '999');
    await user.click(getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(getByLabelText('Habitación')).toHaveAccessibleDescription('Revisa este dato.'),
    );
    expect(getByLabelText('Habitación')).toHaveFocus();
    await user.click(getByRole('button', { name: 'Enviar' }));
    expect(await findByRole('alert')).toHaveTextContent(
      'Demasiados envíos seguidos. Espera un minuto y vuelve a intentarlo.',
    );
  });

  it("offers the days from today on the venue's clock and that day's times, none past", async () => {
    // Wednesday 2026-12-02, 14:00 in Madrid: 13:30 is past today.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T13:00:00Z'));
    const sent = serverAnswering();
    const user = userEvent.setup();
    const { getByRole, getByLabelText, findByRole } = renderInVenue(
      <FormView block={form({ FormDateTime: true, FormTimetable: EVERY_DAY })} />,
    );
    expect(getByRole('group', { name: 'Fecha y hora' })).toBeInTheDocument();
    const day = getByLabelText('Día');
    expect(day).toHaveAttribute('type', 'date');
    expect(day).toHaveAttribute('min', '2026-12-02');
    expect(day).toHaveAttribute('max', '2027-12-03');
    await user.type(getByLabelText('Nombre'), 'Ana');
    await user.type(getByLabelText('Tu e-mail'), 'ana@example.com');
    await user.click(getByRole('button', { name: 'Enviar' }));
    expect(day).toHaveFocus();
    expect(day).toHaveAccessibleDescription('Elige un día y una hora.');

    await user.type(day, '2026-12-02');
    const time = getByLabelText('Hora');
    expect([...time.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Elige una hora',
      '21:00',
    ]);
    await user.clear(day);
    await user.type(day, '2026-12-03');
    expect([...time.querySelectorAll('option')].map((o) => o.value)).toEqual([
      '',
      '13:30',
      '21:00',
    ]);
    await user.selectOptions(time, '13:30');
    await user.click(getByRole('button', { name: 'Enviar' }));
    await findByRole('status');
    expect(sent[0]?.body).toMatchObject({ Answers: { DateTime: '2026-12-03T13:30' } });
  });

  it('speaks German to a German guest', () => {
    const { getByRole, getByLabelText } = renderInVenue(
      <FormView block={form({ FormTextBtn: '' })} />,
      'de',
    );
    expect(getByRole('heading', { name: 'Anfrage' })).toBeInTheDocument();
    expect(getByLabelText('Nachricht (optional)')).toBeInTheDocument();
    expect(getByRole('button', { name: 'Senden' })).toBeInTheDocument();
  });
});

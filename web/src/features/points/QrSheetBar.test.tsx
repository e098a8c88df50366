import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type RecordedCall } from '../../test/fetchStub.ts';
import { stubObjectUrls } from '../../test/objectUrls.ts';
import { aPoint, fakePointsApi, POINTS_BASE, renderPoints } from './testing.tsx';

const SHEET = `${POINTS_BASE}/qr-sheet.pdf`;
const many = (count: number) =>
  Array.from({ length: count }, (_, i) => aPoint(i + 1, `Mesa ${i + 1}`));

/** The sheet route: a PDF, or the failure given. */
const sheetRoute =
  (
    answer: () => Response = () =>
      new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
  ) =>
  (call: RecordedCall) =>
    call.path === SHEET ? answer() : undefined;

/** Records the downloads the page starts (jsdom has no object URLs nor downloads). */
const watchDownloads = () => {
  const { create, revoke: revokeObjectURL } = stubObjectUrls();
  create.mockReturnValue('blob:sheet');
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(`${this.download} ${this.getAttribute('href')}`);
  });
  return { clicked, revokeObjectURL };
};

const print = () => screen.getByRole('button', { name: 'Imprimir códigos QR' });

afterEach(() => vi.restoreAllMocks());

describe('PointsScreen: printable QR sheets', () => {
  it('prints the points chosen on several pages, in list order', async () => {
    const downloads = watchDownloads();
    const stub = renderPoints(fakePointsApi(many(7)), [sheetRoute()]);
    await screen.findByRole('rowheader', { name: 'Mesa 1' });
    expect(print()).toBeDisabled();
    expect(screen.getByText('Seleccione los puntos cuyos códigos quiere imprimir.')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Mesa 3' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Mesa 1' }));
    expect(screen.getByText('2 puntos seleccionados')).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: 'Seleccionar los puntos de esta página' }),
    ).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(screen.getByRole('button', { name: /siguiente|next/i }));
    await screen.findByRole('rowheader', { name: 'Mesa 6' });
    // "Select all" takes this page's points only.
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Seleccionar los puntos de esta página' }),
    );
    expect(screen.getByText('4 puntos seleccionados')).toBeVisible();
    await userEvent.click(print());
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    expect(stub.calls.find((c) => c.path === SHEET)?.query.get('ids')).toBe('1,3,6,7');
  });

  it('downloads the PDF with the staff token, says so, and can clear the selection', async () => {
    const downloads = watchDownloads();
    const stub = renderPoints(fakePointsApi(many(3)), [sheetRoute()]);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Seleccionar los puntos de esta página' }),
    );
    await userEvent.click(print());
    await waitFor(() => expect(downloads.clicked).toEqual(['codigos-qr.pdf blob:sheet']));
    const call = stub.calls.find((c) => c.path === SHEET);
    expect(call?.query.get('ids')).toBe('1,2,3');
    expect(call?.headers.get('authorization')).toBe('Bearer staff-token');
    expect(await screen.findByText('PDF de códigos QR descargado.')).toBeInTheDocument();
    await waitFor(() => expect(downloads.revokeObjectURL).toHaveBeenCalledWith('blob:sheet'));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar la selección' }));
    expect(print()).toBeDisabled();
  });

  it('shows that the PDF is being prepared, and says so when it fails', async () => {
    const downloads = watchDownloads();
    let fail: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      fail = resolve;
    });
    renderPoints(fakePointsApi(many(2)), [(call) => (call.path === SHEET ? pending : undefined)]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar Mesa 2' }));
    await userEvent.click(print());
    const busy = await screen.findByRole('button', { name: 'Preparando el PDF…' });
    expect(busy).toBeDisabled();
    fail(apiError(500, 'internal'));
    expect(
      await screen.findByText('No se pudo preparar el PDF de códigos QR. Vuelva a intentarlo.'),
    ).toBeInTheDocument();
    expect(print()).toBeEnabled();
    expect(downloads.clicked).toEqual([]);
  });

  it('a deleted point leaves the selection', async () => {
    renderPoints(fakePointsApi(many(2)), [sheetRoute()]);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar Mesa 2' }));
    expect(screen.getByText('1 punto seleccionado')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Mesa 2' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(
      await screen.findByText('Seleccione los puntos cuyos códigos quiere imprimir.'),
    ).toBeVisible();
  });
});

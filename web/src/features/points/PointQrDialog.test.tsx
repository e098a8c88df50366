import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aPoint, fakePointsApi, POINTS_BASE, renderPoints } from './testing.tsx';

const openQr = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Código QR de Mesa 1' }));
  return screen.findByRole('dialog', { name: 'Código QR · Mesa 1' });
};

describe('PointQrDialog', () => {
  it("draws the QR code of the guest URL with the point's Code, and copies the URL", async () => {
    const point = aPoint(1, 'Mesa 1');
    renderPoints(fakePointsApi([point]));
    const dialog = await openQr();
    const url = `${window.location.origin}/guest/12/?point=${point.Code}`;
    const image = await within(dialog).findByRole('img', { name: `Código QR que abre ${url}` });
    // A real code: many dark modules in one path.
    expect(image.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(500);
    expect(within(dialog).getByRole('textbox', { name: 'Dirección del código' })).toHaveValue(url);

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Copiar dirección' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
    expect(await screen.findByText('Dirección copiada.')).toBeInTheDocument();
  });

  it('rotates the code only after a confirmation that printed codes stop working', async () => {
    const api = fakePointsApi([aPoint(1, 'Mesa 1')]);
    const stub = renderPoints(api);
    const dialog = await openQr();
    const oldCode = api.points()[0]?.Code ?? '';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotar código' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Rotar el código de «Mesa 1»?' });
    expect(confirm).toHaveTextContent('Los códigos QR ya impresos');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(stub.calls.some((call) => call.method === 'PUT')).toBe(false);

    // Found again once the confirmation has closed and the dialog is back in the accessible tree.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Rotar código' }));
    const again = await screen.findByRole('dialog', { name: '¿Rotar el código de «Mesa 1»?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Rotar código' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Dirección del código' })).toHaveValue(
        `${window.location.origin}/guest/12/?point=${api.points()[0]?.Code}`,
      ),
    );
    expect(api.points()[0]?.Code).not.toBe(oldCode);
    expect(stub.calls.find((call) => call.method === 'PUT')?.path).toBe(
      `${POINTS_BASE}/1/rotate-code`,
    );
    await within(dialog).findByRole('img', { name: new RegExp(api.points()[0]?.Code ?? '-') });
  });
});

import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { wifiJoinText } from './qr.ts';
import { WifiView } from './View.lazy.tsx';

const block = guestBlock('wifi', {
  WifiName: 'Wi-Fi del hotel',
  WifiIsWep: false,
  WifiSSID: 'Hotel;Guests',
  WifiPassword: 'mar y sol',
});

describe('WifiView', () => {
  it('shows the network, its password, a copy button and a QR code to join', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { getByRole, getByText } = renderInUi(<WifiView block={block} />);
    expect(getByRole('heading', { name: 'Wi-Fi del hotel' })).toBeInTheDocument();
    expect(getByText('Hotel;Guests')).toBeInTheDocument();
    expect(getByText('mar y sol')).toBeInTheDocument();
    expect(
      getByRole('img', { name: 'Código QR para conectarse a la red Hotel;Guests' }),
    ).toBeInTheDocument();
    fireEvent.click(getByRole('button', { name: 'Copiar contraseña' }));
    expect(writeText).toHaveBeenCalledWith('mar y sol');
    await waitFor(() => expect(getByRole('status')).toHaveTextContent('Contraseña copiada'));
  });

  it('an open network has no password or copy button; no SSID renders nothing', () => {
    const open = guestBlock('wifi', {
      WifiName: '',
      WifiIsWep: false,
      WifiSSID: 'Lobby',
      WifiPassword: '',
    });
    const { queryByRole, getByText } = renderInUi(<WifiView block={open} />, 'en');
    expect(queryByRole('button')).toBeNull();
    expect(getByText('Open network: no password needed.')).toBeInTheDocument();
    const empty = guestBlock('wifi', {
      WifiName: '',
      WifiIsWep: false,
      WifiSSID: '',
      WifiPassword: '',
    });
    const { container } = renderInUi(<WifiView block={empty} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('writes the joining text with its special characters escaped', () => {
    expect(wifiJoinText('Hotel;Guests', 'a:b', false)).toBe(
      'WIFI:T:WPA;S:Hotel\\;Guests;P:a\\:b;;',
    );
    expect(wifiJoinText('Old', 'k', true)).toBe('WIFI:T:WEP;S:Old;P:k;;');
    expect(wifiJoinText('Lobby', '', false)).toBe('WIFI:T:nopass;S:Lobby;;');
  });
});

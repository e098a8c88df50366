import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

describe('Wifi editor', () => {
  it('renders its defaults: network name, WPA (switch off), SSID and a hidden password', () => {
    renderEditor(Editor, contentOf('wifi'));
    expect(screen.getByRole('textbox', { name: 'Nombre de la red' })).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Usar WEP en lugar de WPA' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'SSID' })).toHaveValue('');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
  });

  it('reports the translatable network name in the current language', async () => {
    const content = contentOf('wifi');
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre de la red' }), 'H');
    expect(patches.at(-1)).toEqual({ WifiName: { es: 'H', en: '' } });
    expectValidPatch('wifi', content, patches.at(-1) ?? {});
  });

  it('the switch chooses WEP (on) or WPA (off)', async () => {
    const content = contentOf('wifi');
    const { patches, applyPatches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('switch', { name: 'Usar WEP en lugar de WPA' }));
    expect(patches).toEqual([{ WifiIsWep: true }]);
    expectValidPatch('wifi', content, patches[0] ?? {});
    applyPatches();
    await userEvent.click(screen.getByRole('switch', { name: 'Usar WEP en lugar de WPA' }));
    expect(patches.at(-1)).toEqual({ WifiIsWep: false });
  });

  it('reports SSID and password, within their limits', async () => {
    const content = contentOf('wifi');
    const { patches } = renderEditor(Editor, content);
    const ssid = screen.getByRole('textbox', { name: 'SSID' });
    expect(ssid).toHaveAttribute('maxLength', '32');
    await userEvent.type(ssid, 'N');
    expect(patches.at(-1)).toEqual({ WifiSSID: 'N' });
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('maxLength', '64');
    await userEvent.type(password, 'x');
    expect(patches.at(-1)).toEqual({ WifiPassword: 'x' });
    for (const patch of patches) expectValidPatch('wifi', content, patch);
  });

  it('shows and hides the password without reporting a change', async () => {
    const { patches } = renderEditor(Editor, contentOf('wifi', { WifiPassword: 'secreto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    expect(patches).toHaveLength(0);
  });

  it('collapse mode shows only a summary line', () => {
    const { container } = renderEditor(
      Editor,
      contentOf('wifi', { WifiName: { es: 'Invitados', en: 'Guests' }, WifiIsWep: true }),
      { collapsed: true },
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(container.textContent).toBe('Wi-Fi: Invitados (WEP)');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const url = () => screen.getByRole('textbox', { name: 'Dirección (URL)' });

describe('external link editor (32)', () => {
  it('renders its defaults: name, address and the new-tab option', () => {
    renderEditor(Editor, contentOf('externalLink'));
    expect(screen.getByRole('textbox', { name: 'Nombre del enlace' })).toHaveValue('');
    expect(url()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Abrir en una pestaña nueva' })).not.toBeChecked();
  });

  it('reports the name, the option and a valid address under their schema names', async () => {
    const content = contentOf('externalLink');
    const { patches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Nombre del enlace' }), 'R');
    expect(patches.at(-1)).toEqual({ LinkExternalName: { es: 'R', en: '' } });
    expectValidPatch('externalLink', content, patches.at(-1) ?? {});
    await user.click(screen.getByRole('checkbox', { name: 'Abrir en una pestaña nueva' }));
    expect(patches.at(-1)).toEqual({ LinkExternalNewTab: true });
    expectValidPatch('externalLink', content, patches.at(-1) ?? {});
    await user.click(url());
    await user.paste('https://reservas.hotel-demo.com');
    expect(patches.at(-1)).toEqual({
      LinkExternal: { es: 'https://reservas.hotel-demo.com', en: '' },
    });
    expectValidPatch('externalLink', content, patches.at(-1) ?? {});
  });

  it('an address the server would refuse shows an error and stores nothing', async () => {
    const content = contentOf('externalLink');
    const { patches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    await user.click(url());
    await user.paste('www.hotel-demo.com');
    expect(url()).toHaveValue('www.hotel-demo.com');
    expect(screen.getByRole('alert')).toHaveTextContent(/empiece por https:\/\/.*Español/);
    expect(patches).toEqual([]);
    // Emptied, the field is valid again ('' is no link); a script URL is refused like any other.
    await user.clear(url());
    expect(patches).toEqual([{ LinkExternal: { es: '', en: '' } }]);
    await user.paste('javascript:alert(1)');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
  });

  it('collapsed, shows only the name in the current locale', () => {
    renderEditor(
      Editor,
      contentOf('externalLink', {
        LinkExternalName: { es: 'Reservar mesa', en: 'Book a table' },
        LinkExternal: { es: 'https://a.example', en: '' },
      }),
      { collapsed: true },
    );
    expect(screen.getByText('Reservar mesa')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

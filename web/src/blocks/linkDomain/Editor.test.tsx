import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const domainField = () => screen.getByRole('textbox', { name: 'Dominio' });

describe('link domain editor (28)', () => {
  it('renders its defaults', () => {
    renderEditor(Editor, contentOf('linkDomain'));
    expect(screen.getByRole('textbox', { name: 'Nombre del enlace' })).toHaveValue('');
    expect(domainField()).toHaveValue('');
    expect(domainField()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('reports the translatable name', async () => {
    const content = contentOf('linkDomain');
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre del enlace' }), 'S');
    expect(patches.at(-1)).toEqual({ LinkDomainName: { es: 'S', en: '' } });
    expectValidPatch('linkDomain', content, patches.at(-1) ?? {});
  });

  it('reports a domain as soon as it is one, every patch valid', async () => {
    const content = contentOf('linkDomain');
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(domainField(), 'spa.hotel.com');
    expect(patches.at(-1)).toEqual({ LinkDomain: 'spa.hotel.com' });
    for (const patch of patches) expectValidPatch('linkDomain', content, patch);
  });

  it('shows an error for a bad domain and never reports it', () => {
    const content = contentOf('linkDomain', { LinkDomain: 'hotel.com' });
    const { patches } = renderEditor(Editor, content);
    fireEvent.change(domainField(), { target: { value: 'hotel .com' } });
    expect(domainField()).toHaveValue('hotel .com');
    expect(domainField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Introduzca un dominio válido/)).toBeInTheDocument();
    fireEvent.change(domainField(), { target: { value: 'javascript:alert(1)' } });
    expect(patches).toEqual([]);
    fireEvent.change(domainField(), { target: { value: '' } });
    expect(patches).toEqual([{ LinkDomain: '' }]);
  });

  it('shows only the name and domain when collapsed', () => {
    renderEditor(
      Editor,
      contentOf('linkDomain', {
        LinkDomainName: { es: 'Spa', en: 'Spa' },
        LinkDomain: 'spa.hotel.com',
      }),
      { collapsed: true },
    );
    expect(screen.getByText('Spa · spa.hotel.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

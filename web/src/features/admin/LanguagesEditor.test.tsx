import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LanguagesEditor } from './LanguagesEditor.tsx';
import { loadAdminLocales } from './loadAdminLocales.ts';

const Harness = ({ initial }: { initial: string[] }) => {
  const [value, setValue] = useState(initial);
  return <LanguagesEditor value={value} saved={initial} onChange={setValue} />;
};

const shown = () =>
  within(screen.getByRole('list', { name: 'Idiomas del contenido' }))
    .getAllByRole('listitem')
    .map((item) => /\((\w+)\)/.exec(item.textContent ?? '')?.[1]);

describe('content languages editor', () => {
  beforeAll(() => loadAdminLocales());

  it('moves a language up by keyboard; the first is marked as the default', async () => {
    render(<Harness initial={['es', 'en', 'de']} />);
    screen.getByRole('button', { name: 'Subir alemán (de)' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(shown()).toEqual(['es', 'de', 'en']);
    await userEvent.click(screen.getByRole('button', { name: 'Subir alemán (de)' }));
    expect(shown()).toEqual(['de', 'es', 'en']);
    const first = screen.getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Por defecto');
    expect(screen.getByRole('button', { name: 'Subir alemán (de)' })).toBeDisabled();
  });

  it("says which languages' guests read the app's labels in English", async () => {
    render(<Harness initial={['es', 'pt']} />);
    expect(screen.queryByText(/La app de clientes no tiene/)).toBeNull();
    await userEvent.type(screen.getByRole('combobox', { name: 'Añadir idioma' }), 'nl');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir' }));
    expect(shown()).toEqual(['es', 'pt', 'nl']);
    expect(
      screen.getByText(/La app de clientes no tiene sus botones y avisos en neerlandés \(nl\)/),
    ).toBeVisible();
  });

  it('says the texts of a removed language are kept, and never removes the last one', async () => {
    render(<Harness initial={['es', 'fr']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar francés (fr)' }));
    expect(shown()).toEqual(['es']);
    expect(screen.getByText(/Los textos ya escritos en francés \(fr\) se conservan/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quitar español (es)' })).toBeDisabled();
  });

  it('adds an offered language or a typed ISO code, and refuses anything else', async () => {
    render(<Harness initial={['es']} />);
    const input = screen.getByRole('combobox', { name: 'Añadir idioma' });
    const add = screen.getByRole('button', { name: 'Añadir' });
    await userEvent.type(input, 'Spanish!');
    expect(add).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'eu');
    await userEvent.click(add);
    expect(shown()).toEqual(['es', 'eu']);
    await userEvent.type(input, 'es');
    expect(add).toBeDisabled();
  });
});

import type { ContactIcon, ContactItem } from '@carta/domain/blocks/contact';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import type { BlockEditorProps } from '../types.ts';
import { Editor } from './Editor.tsx';

vi.mock('../../api/geocode.ts', () => {
  const data = [{ address: 'Calle Mayor, 1, 28013 Madrid, España', lat: 40.4167, lon: -3.7072 }];
  return {
    searchAddress: vi.fn(async () => data),
    searchAddressCredited: vi.fn(async () => ({ data, attribution: null })),
  };
});

const anItem = (fields: Partial<ContactItem> = {}): ContactItem => ({
  ID: 'new_a',
  ContactIcon: 'mdi-phone',
  ContactDescription: { es: 'Recepción', en: 'Front desk' },
  ContactURL: { es: '', en: '' },
  ContactLatLon: { Lat: null, Lon: null },
  ...fields,
});

const address = anItem({
  ContactIcon: 'mdi-map-marker',
  ContactDescription: { es: 'Plaza Mayor', en: '' },
  ContactLatLon: { Lat: 40.41, Lon: -3.7 },
});
const web = anItem({
  ID: 9,
  ContactIcon: 'mdi-web',
  ContactURL: { es: 'https://hotel.example', en: 'https://hotel.example/en' },
});

/** The editor holding its data as the draft store would: each patch applied before the next key. */
const Live = (props: BlockEditorProps<'contact'>) => {
  const [data, setData] = useState(props.data);
  return (
    <Editor
      {...props}
      data={data}
      onChange={(patch) => {
        setData((current) => ({ ...current, ...patch }));
        props.onChange(patch);
      }}
    />
  );
};

const item = (number = 1) =>
  within(screen.getByRole('group', { name: `Elemento de contacto ${number}` }));

/** The item the last patch holds at `index`. */
const reported = (patches: readonly Record<string, unknown>[], index = 0) =>
  ((patches.at(-1)?.ContactItems ?? []) as ContactItem[])[index];

const chooseIcon = async (name: string) => {
  await userEvent.click(item().getByRole('combobox', { name: 'Icono' }));
  await userEvent.click(screen.getByRole('option', { name }));
};

describe('Contact editor', () => {
  it('renders its defaults: the hide-divider switch, the add button and no items', () => {
    renderEditor(Editor, contentOf('contact'));
    expect(screen.getByRole('switch', { name: 'Ocultar separadores' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Añadir elemento' })).toBeInTheDocument();
    expect(screen.getByText(/Todavía no hay elementos de contacto/)).toBeInTheDocument();
  });

  it('the switch reports HideDivider', async () => {
    const content = contentOf('contact');
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('switch', { name: 'Ocultar separadores' }));
    expect(patches).toEqual([{ HideDivider: true }]);
    expectValidPatch('contact', content, patches[0] ?? {});
  });

  it("'add item' appends a phone item with empty texts, URL and position", async () => {
    const content = contentOf('contact', { ContactItems: [web] });
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Añadir elemento' }));
    expect(patches[0]).toEqual({
      ContactItems: [
        web,
        {
          ID: expect.stringMatching(/^new_/),
          ContactIcon: 'mdi-phone',
          ContactDescription: { es: '', en: '' },
          ContactURL: { es: '', en: '' },
          ContactLatLon: { Lat: null, Lon: null },
        },
      ],
    });
    expectValidPatch('contact', content, patches[0] ?? {});
  });

  it('offers every contact icon by its translated name, with its drawing', async () => {
    renderEditor(Editor, contentOf('contact', { ContactItems: [anItem()] }));
    expect(item().getByRole('combobox', { name: 'Icono' })).toHaveTextContent('Teléfono');
    await userEvent.click(item().getByRole('combobox', { name: 'Icono' }));
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Dirección',
      'Horario',
      'Teléfono',
      'WhatsApp',
      'Correo electrónico',
      'Web',
      'YouTube',
      'X (Twitter)',
      'Facebook',
      'LinkedIn',
      'Instagram',
    ]);
    for (const option of options) expect(option.querySelector('svg')).not.toBeNull();
  });

  it('a phone item has a description and a number, but no address finder and no URL', () => {
    renderEditor(Editor, contentOf('contact', { ContactItems: [anItem()] }));
    expect(item().getByRole('textbox', { name: 'Descripción' })).toHaveValue('Recepción');
    expect(item().getByRole('textbox', { name: 'Número de teléfono' })).toHaveValue('');
    expect(item().queryByRole('combobox', { name: 'Buscar dirección' })).not.toBeInTheDocument();
    expect(item().queryByRole('textbox', { name: 'Latitud' })).not.toBeInTheDocument();
    expect(item().queryByRole('textbox', { name: 'Enlace' })).not.toBeInTheDocument();
  });

  it('reports the translatable description', async () => {
    const content = contentOf('contact', { ContactItems: [anItem()] });
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(item().getByRole('textbox', { name: 'Descripción' }), '!');
    expect(reported(patches)?.ContactDescription).toEqual({ es: 'Recepción!', en: 'Front desk' });
    expectValidPatch('contact', content, patches.at(-1) ?? {});
  });
});

describe('Contact editor: phone and WhatsApp numbers', () => {
  it('the number is written as one tel: link in every language', async () => {
    const content = contentOf('contact', { ContactItems: [anItem()] });
    const { patches } = renderEditor(Live, content);
    await userEvent.type(
      item().getByRole('textbox', { name: 'Número de teléfono' }),
      '+34 928 000 000',
    );
    expect(reported(patches)?.ContactURL).toEqual({
      es: 'tel:+34 928 000 000',
      en: 'tel:+34 928 000 000',
    });
    expectValidPatch('contact', content, patches.at(-1) ?? {});
  });

  it('shows a stored number, and refuses letters with an error without reporting them', async () => {
    const stored = anItem({ ContactURL: { es: 'tel:+34 600 000 000', en: 'tel:+34 600 000 000' } });
    const { patches } = renderEditor(Live, contentOf('contact', { ContactItems: [stored] }));
    const field = item().getByRole('textbox', { name: 'Número de teléfono' });
    expect(field).toHaveValue('+34 600 000 000');
    await userEvent.type(field, ' ext');
    expect(field).toHaveValue('+34 600 000 000 ext');
    expect(item().getByRole('alert')).toHaveTextContent('Escriba solo cifras y espacios');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(patches.every((p) => JSON.stringify(p).includes('ext') === false)).toBe(true);
  });

  it('a WhatsApp item asks for its WhatsApp number and keeps it from the phone icon', async () => {
    const stored = anItem({ ContactURL: { es: 'tel:+34 600 000 000', en: 'tel:+34 600 000 000' } });
    const { patches } = renderEditor(Live, contentOf('contact', { ContactItems: [stored] }));
    await chooseIcon('WhatsApp');
    expect(item().getByRole('textbox', { name: 'Número de WhatsApp' })).toHaveValue(
      '+34 600 000 000',
    );
    expect(reported(patches)?.ContactURL).toEqual(stored.ContactURL);
  });

  it('no number field for other icons', () => {
    renderEditor(Editor, contentOf('contact', { ContactItems: [web, address] }));
    expect(screen.queryByRole('textbox', { name: /^Número de/ })).not.toBeInTheDocument();
  });
});

describe('Contact editor: icon switching (behaviour.md#editing)', () => {
  it('the address icon shows the address finder and lat/lon, and no URL', () => {
    renderEditor(Editor, contentOf('contact', { ContactItems: [address] }));
    expect(item().getByRole('combobox', { name: 'Buscar dirección' })).toBeInTheDocument();
    expect(item().getByRole('textbox', { name: 'Latitud' })).toHaveValue('40.41');
    expect(item().getByRole('textbox', { name: 'Longitud' })).toHaveValue('-3.7');
    expect(item().queryByRole('textbox', { name: 'Enlace' })).not.toBeInTheDocument();
  });

  it.each([
    ['mdi-email', 'Correo electrónico o enlace'],
    ['mdi-web', 'Enlace'],
    ['mdi-youtube', 'Enlace'],
    ['mdi-twitter', 'Enlace'],
    ['mdi-facebook', 'Enlace'],
    ['mdi-linkedin', 'Enlace'],
    ['mdi-instagram', 'Enlace'],
  ] as [ContactIcon, string][])('%s shows a translatable URL field', (icon, label) => {
    renderEditor(Editor, contentOf('contact', { ContactItems: [anItem({ ContactIcon: icon })] }));
    expect(item().getByRole('textbox', { name: label })).toBeInTheDocument();
    expect(item().queryByRole('combobox', { name: 'Buscar dirección' })).not.toBeInTheDocument();
  });

  it('leaving the address icon resets lat/lon to empty (and a non-URL icon the URL)', async () => {
    const content = contentOf('contact', { ContactItems: [address] });
    const { patches, applyPatches } = renderEditor(Editor, content);
    await chooseIcon('Horario');
    expect(reported(patches)).toEqual({
      ...address,
      ContactIcon: 'mdi-clock-outline',
      ContactLatLon: { Lat: null, Lon: null },
      ContactURL: { es: '', en: '' },
    });
    expectValidPatch('contact', content, patches.at(-1) ?? {});
    applyPatches();
    expect(item().queryByRole('textbox', { name: 'Latitud' })).not.toBeInTheDocument();
  });

  it('a URL icon to a non-URL icon resets the URL in every language', async () => {
    const content = contentOf('contact', { ContactItems: [web] });
    const { patches } = renderEditor(Editor, content);
    await chooseIcon('WhatsApp');
    expect(reported(patches)?.ContactURL).toEqual({ es: '', en: '' });
    expect(reported(patches)?.ContactIcon).toBe('mdi-whatsapp');
    expectValidPatch('contact', content, patches.at(-1) ?? {});
  });

  it('a URL icon to another URL icon keeps the URL', async () => {
    const content = contentOf('contact', { ContactItems: [web] });
    const { patches } = renderEditor(Editor, content);
    await chooseIcon('Instagram');
    expect(reported(patches)).toEqual({ ...web, ContactIcon: 'mdi-instagram' });
  });

  it('a URL icon to the address icon resets the URL and shows lat/lon', async () => {
    const content = contentOf('contact', { ContactItems: [web] });
    const { patches, applyPatches } = renderEditor(Editor, content);
    await chooseIcon('Dirección');
    expect(reported(patches)).toEqual({
      ...web,
      ContactIcon: 'mdi-map-marker',
      ContactURL: { es: '', en: '' },
    });
    expectValidPatch('contact', content, patches.at(-1) ?? {});
    applyPatches();
    expect(item().getByRole('textbox', { name: 'Latitud' })).toHaveValue('');
  });

  it('a found address writes its text into the current language and sets lat/lon', async () => {
    const content = contentOf('contact', {
      ContactItems: [anItem({ ContactIcon: 'mdi-map-marker' })],
    });
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(item().getByRole('combobox', { name: 'Buscar dirección' }), 'Calle Mayor');
    await userEvent.click(await screen.findByRole('option', { name: /Calle Mayor, 1/ }));
    expect(reported(patches)).toEqual({
      ...anItem({ ContactIcon: 'mdi-map-marker' }),
      ContactDescription: { es: 'Calle Mayor, 1, 28013 Madrid, España', en: 'Front desk' },
      ContactLatLon: { Lat: 40.4167, Lon: -3.7072 },
    });
    expectValidPatch('contact', content, patches.at(-1) ?? {});
  });

  it('lat/lon can be typed (a decimal comma too); out of range is refused with an error', async () => {
    const content = contentOf('contact', { ContactItems: [address] });
    const { patches } = renderEditor(Live, content);
    const lat = item().getByRole('textbox', { name: 'Latitud' });
    await userEvent.clear(lat);
    expect(reported(patches)?.ContactLatLon).toEqual({ Lat: null, Lon: -3.7 });
    await userEvent.type(lat, '28,5');
    expect(reported(patches)?.ContactLatLon).toEqual({ Lat: 28.5, Lon: -3.7 });
    for (const patch of patches) expectValidPatch('contact', content, patch);
    const count = patches.length;
    const lon = item().getByRole('textbox', { name: 'Longitud' });
    await userEvent.clear(lon);
    await userEvent.type(lon, '190');
    expect(item().getByRole('alert')).toHaveTextContent('Escriba un número entre -180 y 180.');
    // '1' and '19' were reported on the way; '190' is not.
    expect(reported(patches)?.ContactLatLon).toEqual({ Lat: 28.5, Lon: 19 });
    expect(patches.length).toBe(count + 3);
  });

  it('reports the translatable URL and flags a link the server would refuse', async () => {
    const content = contentOf('contact', { ContactItems: [web] });
    const { patches } = renderEditor(Live, content);
    const url = item().getByRole('textbox', { name: 'Enlace' });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://x.es');
    expect(reported(patches)?.ContactURL).toEqual({
      es: 'https://x.es',
      en: 'https://hotel.example/en',
    });
    expectValidPatch('contact', content, patches.at(-1) ?? {});
    expect(item().queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.type(url, 'javascript:alert(1)');
    expect(item().getByRole('alert')).toHaveTextContent('Enlace no válido (ES)');
  });
});

describe('Contact editor: delete and collapse', () => {
  it('deletes an item only after confirmation', async () => {
    const content = contentOf('contact', { ContactItems: [anItem(), web] });
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar el elemento 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar eliminación' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(patches).toEqual([{ ContactItems: [web] }]);
    expectValidPatch('contact', content, patches[0] ?? {});
  });

  it('collapse mode hides the items and shows only a summary line', () => {
    const { container } = renderEditor(
      Editor,
      contentOf('contact', { ContactItems: [anItem(), web] }),
      { collapsed: true },
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.textContent).toBe('2 elementos de contacto');
  });

  it('the collapsed summary shows the phone and WhatsApp numbers', () => {
    const phone = anItem({ ContactURL: { es: 'tel:+34 928 000 000', en: 'tel:+34 928 000 000' } });
    const whatsapp = anItem({
      ID: 'new_w',
      ContactIcon: 'mdi-whatsapp',
      ContactURL: { es: 'tel:+34 600 000 000', en: 'tel:+34 600 000 000' },
    });
    const { container } = renderEditor(
      Editor,
      contentOf('contact', { ContactItems: [phone, web, whatsapp] }),
      { collapsed: true },
    );
    expect(container.textContent).toBe(
      '3 elementos de contacto · Teléfono: +34 928 000 000 · WhatsApp: +34 600 000 000',
    );
  });
});

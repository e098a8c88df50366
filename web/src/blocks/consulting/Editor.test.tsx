import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const hotelField = () => screen.getByRole('textbox', { name: 'ID del hotel' });
const installationField = () => screen.getByRole('textbox', { name: 'ID de la instalación' });

describe('hotel-consulting editor (44)', () => {
  it('renders its defaults: both ids empty, with their counters', () => {
    renderEditor(Editor, contentOf('consulting'));
    expect(hotelField()).toHaveValue('');
    expect(installationField()).toHaveValue('');
    expect(screen.getAllByText('0/100')).toHaveLength(2);
  });

  it('reports each id under its schema name', async () => {
    const content = contentOf('consulting');
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(hotelField(), 'H');
    await userEvent.type(installationField(), 'I');
    expect(patches).toEqual([{ ConsultingHotelID: 'H' }, { ConsultingInstallationID: 'I' }]);
    for (const patch of patches) expectValidPatch('consulting', content, patch);
  });

  it("keeps each id within the schema's 100 characters and counts them", () => {
    const content = contentOf('consulting', { ConsultingHotelID: 'hotel-7' });
    const { patches } = renderEditor(Editor, content);
    expect(screen.getByText('7/100')).toBeInTheDocument();
    expect(hotelField()).toHaveAttribute('maxLength', '100');
    expect(installationField()).toHaveAttribute('maxLength', '100');
    // A paste past the limit is cut to it, so the patch stays valid.
    fireEvent.change(installationField(), { target: { value: 'x'.repeat(140) } });
    expect(patches).toEqual([{ ConsultingInstallationID: 'x'.repeat(100) }]);
    expectValidPatch('consulting', content, patches[0] ?? {});
  });

  it('marks a saved id over the limit as an error instead of cutting it on opening', () => {
    const { patches } = renderEditor(
      Editor,
      contentOf('consulting', { ConsultingHotelID: 'h'.repeat(120) }),
    );
    expect(screen.getByText('Máximo 100 caracteres: acórtalo.')).toHaveClass('Mui-error');
    expect(hotelField()).toHaveValue('h'.repeat(120));
    expect(patches).toEqual([]);
  });

  it('collapsed, shows both ids on one line, or says none is set', () => {
    const { unmount } = renderEditor(
      Editor,
      contentOf('consulting', { ConsultingHotelID: 'H-12', ConsultingInstallationID: '' }),
      { collapsed: true },
    );
    expect(screen.getByText('Hotel H-12 · instalación —')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    unmount();
    renderEditor(Editor, contentOf('consulting'), { collapsed: true });
    expect(screen.getByText('Sin hotel ni instalación')).toBeInTheDocument();
  });
});

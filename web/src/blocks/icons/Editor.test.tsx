import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../../api/uploads.ts';
import {
  chooseFile,
  imageFile,
  loadChosenImage,
  stubObjectUrls,
} from '../../widgets/ImageSelector/testing.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

vi.mock('../../api/uploads.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/uploads.ts')>()),
  uploadFile: vi.fn(async () => '/uploads/12/icono.png'),
}));

beforeEach(() => {
  stubObjectUrls();
  vi.mocked(uploadFile).mockClear();
});

describe('Icons editor (43)', () => {
  it('renders its defaults: no icon, centred, three labelled alignment buttons', () => {
    renderEditor(Editor, contentOf('icons'));
    const group = screen.getByRole('group', { name: 'Alineación' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Centro' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Izquierda' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Derecha' })).toBeInTheDocument();
    expect(screen.getByAltText('Icono: sin imagen')).toBeInTheDocument();
  });

  it('reports each alignment, and keeps one when the pressed button is clicked again', async () => {
    const content = contentOf('icons');
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Izquierda' }));
    await userEvent.click(screen.getByRole('button', { name: 'Derecha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Centro' }));
    expect(patches).toEqual([{ IconsAlign: 'left' }, { IconsAlign: 'right' }]);
    for (const patch of patches) expectValidPatch('icons', content, patch);
  });

  it('uploads the icon image and clears it to null', async () => {
    const content = contentOf('icons');
    const { patches, applyPatches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Elegir imagen: Icono' }));
    await chooseFile(imageFile(500, 'image/png', 'wifi.png'));
    await loadChosenImage(64, 64);
    await userEvent.click(screen.getByRole('button', { name: 'Subir original' }));
    await waitFor(() => expect(patches.at(-1)).toEqual({ IconsURL: '/uploads/12/icono.png' }));
    expectValidPatch('icons', content, patches.at(-1) ?? {});
    applyPatches();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar imagen: Icono' }));
    expect(patches.at(-1)).toEqual({ IconsURL: null });
    expectValidPatch('icons', content, patches.at(-1) ?? {});
  });

  it('collapsed, summarises the icon and its alignment', () => {
    renderEditor(
      Editor,
      contentOf('icons', { IconsURL: '/uploads/12/i.png', IconsAlign: 'right' }),
      {
        collapsed: true,
      },
    );
    expect(screen.getByText('Icono alineado: Derecha')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('collapsed without an icon says so', () => {
    renderEditor(Editor, contentOf('icons'), { collapsed: true });
    expect(screen.getByText('Sin icono (alineación: Centro)')).toBeInTheDocument();
  });
});

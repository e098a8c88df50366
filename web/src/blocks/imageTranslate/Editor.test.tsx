import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../../api/uploads.ts';
import { i18n } from '../../i18n/i18n.ts';
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
  uploadFile: vi.fn(async () => '/uploads/12/cartel-en.png'),
}));

beforeEach(() => {
  stubObjectUrls();
  vi.mocked(uploadFile).mockClear();
});

describe('Image translate editor (41)', () => {
  it('renders its defaults: one tab per enterprise language, the UI language first selected', () => {
    renderEditor(Editor, contentOf('imageTranslate'));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Español', 'Inglés']);
    expect(screen.getByRole('tab', { name: 'Español' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Imagen (Español)');
  });

  it('starts on the content language being edited, not on the UI language', async () => {
    await i18n.changeLanguage('en');
    try {
      const { unmount } = renderEditor(Editor, contentOf('imageTranslate'));
      expect(screen.getByRole('tab', { name: 'Spanish' })).toHaveAttribute('aria-selected', 'true');
      unmount();
      renderEditor(Editor, contentOf('imageTranslate'), { contentLanguage: 'en' });
      expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    } finally {
      await i18n.changeLanguage('es');
    }
  });

  it("starts on the enterprise's first language without a choice", async () => {
    renderEditor(Editor, contentOf('imageTranslate'), { languages: ['de', 'es'] });
    expect(screen.getByRole('tab', { name: 'Alemán' })).toHaveAttribute('aria-selected', 'true');
  });

  it("uploads an image for the chosen tab's language only", async () => {
    const content = contentOf('imageTranslate', {
      ImageTranslateURL: { es: '/uploads/12/cartel-es.png', en: '' },
    });
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('tab', { name: /^Inglés/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Elegir imagen: Imagen (Inglés)' }));
    await chooseFile(imageFile(1000, 'image/png', 'cartel.png'));
    await loadChosenImage(800, 600);
    await userEvent.click(screen.getByRole('button', { name: 'Subir original' }));
    await waitFor(() =>
      expect(patches.at(-1)).toEqual({
        ImageTranslateURL: { es: '/uploads/12/cartel-es.png', en: '/uploads/12/cartel-en.png' },
      }),
    );
    expectValidPatch('imageTranslate', content, patches.at(-1) ?? {});
  });

  it("clears one language's image to '' and marks the tabs that have one", async () => {
    const content = contentOf('imageTranslate', {
      ImageTranslateURL: { es: '/uploads/12/cartel-es.png', en: '/uploads/12/cartel-en.png' },
    });
    const { patches } = renderEditor(Editor, content);
    expect(screen.getByRole('tab', { name: 'Español Tiene imagen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar imagen: Imagen (Español)' }));
    expect(patches).toEqual([{ ImageTranslateURL: { es: '', en: '/uploads/12/cartel-en.png' } }]);
    expectValidPatch('imageTranslate', content, patches[0] ?? {});
  });

  it('collapsed, says how many languages have their image and shows their thumbnails', () => {
    renderEditor(
      Editor,
      contentOf('imageTranslate', { ImageTranslateURL: { es: '/uploads/12/a.png', en: '' } }),
      { collapsed: true },
    );
    expect(screen.getByText('Imagen en 1 de 2 idiomas')).toBeInTheDocument();
    const thumbnails = screen.getAllByRole('img');
    expect(thumbnails).toHaveLength(1);
    expect(thumbnails[0]).toHaveAttribute('src', '/uploads/12/a.png');
    expect(thumbnails[0]).toHaveAccessibleName(/^Miniatura de la imagen en español$/i);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

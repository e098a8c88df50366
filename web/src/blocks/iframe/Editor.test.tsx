import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const urlField = () => screen.getByRole('textbox', { name: 'Dirección de la página' });

describe('iframe editor (5)', () => {
  it('renders its defaults: IframeHeight slider 0–1000 and an empty URL, no preview', () => {
    renderEditor(Editor, contentOf('iframe'));
    const slider = screen.getByRole('slider', { name: 'Altura del marco' });
    expect(slider).toHaveAttribute('aria-valuenow', '400');
    expect(slider).toHaveAttribute('max', '1000');
    expect(urlField()).toHaveValue('');
    expect(screen.queryByTitle('Vista previa')).not.toBeInTheDocument();
  });

  it('reports IframeHeight from the slider', () => {
    const content = contentOf('iframe');
    const { patches } = renderEditor(Editor, content);
    fireEvent.change(screen.getByRole('slider', { name: 'Altura del marco' }), {
      target: { value: '640' },
    });
    expect(patches).toEqual([{ IframeHeight: 640 }]);
    expectValidPatch('iframe', content, { IframeHeight: 640 });
  });

  it('reports an https IframeURL', async () => {
    const content = contentOf('iframe');
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(urlField(), 'https://www.hotel.es/spa');
    expect(patches.at(-1)).toEqual({ IframeURL: 'https://www.hotel.es/spa' });
    for (const patch of patches) expectValidPatch('iframe', content, patch);
  });

  it('refuses http and other schemes with a clear error, storing nothing', async () => {
    const { patches } = renderEditor(Editor, contentOf('iframe'));
    await userEvent.type(urlField(), 'http://www.hotel.es');
    await userEvent.tab();
    expect(patches).toEqual([]);
    expect(urlField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/empiece por https:\/\//)).toBeInTheDocument();
    await userEvent.clear(urlField());
    await userEvent.type(urlField(), 'javascript:alert(1)');
    expect(patches).toEqual([]);
    expect(urlField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a plain http page stored by older data as refused, saying why', () => {
    renderEditor(Editor, contentOf('iframe', { IframeURL: 'http://www.hotel.es/spa' }));
    expect(urlField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/las páginas http no se muestran/)).toBeInTheDocument();
  });

  it('previews an allow-listed host in a sandboxed iframe', () => {
    renderEditor(
      Editor,
      contentOf('iframe', { IframeURL: 'https://www.youtube.com/embed/x1', IframeHeight: 200 }),
    );
    const frame = screen.getByTitle('Vista previa');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/x1');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  });

  it('does not preview other hosts, and says why', () => {
    renderEditor(Editor, contentOf('iframe', { IframeURL: 'https://www.hotel.es/spa' }));
    expect(screen.queryByTitle('Vista previa')).not.toBeInTheDocument();
    expect(screen.getByText(/Solo se muestra vista previa de YouTube/)).toBeInTheDocument();
  });

  it('collapsed, shows only the address and height', () => {
    renderEditor(
      Editor,
      contentOf('iframe', { IframeURL: 'https://www.hotel.es/spa', IframeHeight: 500 }),
      { collapsed: true },
    );
    expect(screen.getByText('https://www.hotel.es/spa · 500 px')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});

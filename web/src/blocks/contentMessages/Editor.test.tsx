import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

describe('content messages editor (55)', () => {
  it('renders its defaults: title and description colour pickers, none chosen', () => {
    renderEditor(Editor, contentOf('contentMessages'));
    expect(screen.getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Color del título/ })).toHaveTextContent('Sin color');
    expect(screen.getByRole('button', { name: /Color de la descripción/ })).toHaveTextContent(
      'Sin color',
    );
  });

  it('reports each colour under its schema name', async () => {
    const content = contentOf('contentMessages', {
      DviewcontentMessagesDescriptionColor: '#654321',
    });
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: /Color del título/ }));
    await userEvent.click(screen.getByRole('button', { name: '#AA0000' }));
    await userEvent.click(screen.getByRole('button', { name: /Color de la descripción/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar color' }));
    expect(patches).toEqual([
      { DviewcontentMessagesTitleColor: '#AA0000' },
      { DviewcontentMessagesDescriptionColor: null },
    ]);
    for (const patch of patches) expectValidPatch('contentMessages', content, patch);
  });

  it('collapsed, names both colours, the unset one as the app colour', () => {
    renderEditor(
      Editor,
      contentOf('contentMessages', { DviewcontentMessagesTitleColor: '#AA0000' }),
      { collapsed: true },
    );
    expect(
      screen.getByText('Mensajes · título #AA0000, descripción de la aplicación'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

import { blockByKey } from '@carta/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

describe('queue editor (26)', () => {
  it('renders its defaults with the ID field empty', () => {
    expect(blockByKey('queue')?.defaults({ languages: ['es', 'en'] })).toEqual({ QueueID: '' });
    renderEditor(Editor, contentOf('queue'));
    expect(screen.getByRole('textbox', { name: 'ID de la cola' })).toHaveValue('');
  });

  it('reports the typed ID as QueueID', async () => {
    const content = contentOf('queue');
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(screen.getByRole('textbox', { name: 'ID de la cola' }), 'R');
    expect(patches).toEqual([{ QueueID: 'R' }]);
    expectValidPatch('queue', content, { QueueID: 'R' });
  });

  it('keeps the ID within the schema limit', () => {
    renderEditor(Editor, contentOf('queue'));
    expect(screen.getByRole('textbox', { name: 'ID de la cola' })).toHaveAttribute(
      'maxLength',
      '100',
    );
  });

  it('shows only the summary when collapsed', () => {
    renderEditor(Editor, contentOf('queue', { QueueID: 'spa-2' }), { collapsed: true });
    expect(screen.getByText('Cola spa-2')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

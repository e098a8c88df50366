import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { RcovidView } from './View.tsx';

describe('RcovidView', () => {
  it('shows its title and a friendly "not available here" card', () => {
    const { getByRole } = renderInUi(
      <RcovidView block={guestBlock('rcovid', { FormIcon: 'mdi-file-document-edit' })} />,
    );
    expect(getByRole('heading', { name: 'Formulario sanitario' })).toBeInTheDocument();
    expect(getByRole('article', { name: 'Formulario sanitario' })).toHaveTextContent(
      'Esta información llega de otro sistema',
    );
  });

  it('speaks English to an English guest, never a blank', () => {
    const { getByRole } = renderInUi(
      <RcovidView block={guestBlock('rcovid', { FormIcon: 'mdi-file-document-edit' })} />,
      'en',
    );
    expect(getByRole('article', { name: 'Health form' })).toHaveTextContent(
      'This information comes from another system',
    );
  });
});

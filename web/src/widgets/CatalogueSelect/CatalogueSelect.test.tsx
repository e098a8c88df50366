import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CatalogueSelect, statusOf } from './CatalogueSelect.tsx';

const options = [
  { value: 1, label: 'Plano del hotel' },
  { value: '2', label: 'Plano del jardín' },
];

describe('CatalogueSelect', () => {
  it('reports the chosen option with its own value type', async () => {
    const onChange = vi.fn();
    render(<CatalogueSelect label="Mapa" options={options} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Mapa' }));
    await userEvent.click(screen.getByRole('option', { name: 'Plano del hotel' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('combobox', { name: 'Mapa' }));
    await userEvent.click(screen.getByRole('option', { name: 'Plano del jardín' }));
    expect(onChange).toHaveBeenLastCalledWith('2');
  });

  it('shows a saved numeric id given as text, and a first ALL option that reports null', async () => {
    const onChange = vi.fn();
    render(
      <CatalogueSelect
        label="Mapa"
        options={options}
        value="1"
        noneLabel="TODOS"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Mapa' });
    expect(select).toHaveTextContent('Plano del hotel');
    await userEvent.click(select);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('TODOS');
    await userEvent.click(within(listbox).getByRole('option', { name: 'TODOS' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('says it is loading, and keeps the saved value visible meanwhile', () => {
    render(
      <CatalogueSelect label="Mapa" options={[]} value={7} status="loading" onChange={vi.fn()} />,
    );
    expect(screen.getByText('Cargando la lista…')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mapa' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: 'Mapa' })).toHaveTextContent('7 (guardado)');
  });

  it('says so in red when the list could not be read, and offers to retry', async () => {
    const onRetry = vi.fn();
    render(
      <CatalogueSelect
        label="Formulario"
        options={[]}
        value={null}
        status="error"
        onRetry={onRetry}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText(/No se pudo cargar la lista/)).toHaveClass('Mui-error');
    expect(screen.queryByText(/ya no está en la lista/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('marks a saved value that is no longer in the list', () => {
    render(<CatalogueSelect label="Mapa" options={options} value={9} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Mapa' })).toHaveTextContent(
      '9 (ya no está en la lista)',
    );
    expect(screen.getByText(/ya no está en la lista: elija otra/)).toBeInTheDocument();
  });

  it('maps a query to its status', () => {
    expect(statusOf({ isPending: true, isError: false })).toBe('loading');
    expect(statusOf({ isPending: false, isError: true })).toBe('error');
    expect(statusOf({ isPending: false, isError: false })).toBe('ready');
  });
});

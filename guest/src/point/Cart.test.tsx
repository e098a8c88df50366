import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInVenue } from '../blocks/testing.tsx';
import { Cart } from './Cart.tsx';
import { LINE_REST, unpaid } from './testing.ts';
import type { Order } from './types.ts';

const order: Order = {
  ID: 8,
  PointID: 1,
  Status: 'open',
  PaymentStatus: 'none',
  Items: [
    {
      ID: 1,
      MenuContentID: 42,
      Name: { es: 'Hamburguesa', en: 'Burger' },
      Quantity: 2,
      UnitPrice: 15,
      Extras: [
        { ExtraID: 1, Name: { es: 'Queso extra', en: 'Extra cheese' }, Price: 1.5, Group: null },
      ],
      Note: 'poco hecha',
      DeviceID: 'mine',
      ...LINE_REST,
    },
    {
      ID: 2,
      MenuContentID: 43,
      Name: { es: 'Papas arrugadas', en: 'Wrinkled potatoes' },
      Quantity: 1,
      UnitPrice: 6.5,
      Extras: [],
      Note: null,
      DeviceID: 'theirs',
      ...LINE_REST,
    },
  ],
  Total: 39.5,
  ...unpaid(39.5),
  Currency: 'EUR',
  CreatedAt: '2026-11-25T10:00:00.000Z',
  UpdatedAt: '2026-11-25T10:00:00.000Z',
};

const renderCart = (lang = 'es', over: Partial<Parameters<typeof Cart>[0]> = {}) => {
  const props = {
    order,
    device: 'mine',
    currency: 'EUR',
    sending: false,
    onRemove: vi.fn(),
    onConfirm: vi.fn(),
    onDelete: vi.fn(),
    ...over,
  };
  return { ...renderInVenue(<Cart {...props} />, lang), props };
};

describe('the table’s cart', () => {
  it('lists each line with extras, note, price and which phone added it; the total in the venue’s currency', () => {
    const { getAllByRole, getByText } = renderCart();
    const [mine, theirs] = getAllByRole('listitem');
    expect(mine).toHaveTextContent('2 × Hamburguesa');
    expect(mine).toHaveTextContent('+ Queso extra');
    expect(mine).toHaveTextContent('“poco hecha”');
    expect(mine).toHaveTextContent(/33,00\s€/);
    expect(mine).toHaveTextContent('Este móvil');
    expect(theirs).toHaveTextContent('Otro móvil de tu mesa');
    expect(getByText(/39,50\s€/)).toBeInTheDocument();
  });

  it('in English, with English names and money written the English way', () => {
    const { getAllByRole, getByText } = renderCart('en');
    expect(getAllByRole('listitem')[1]).toHaveTextContent('Another phone at your table');
    expect(getByText('€39.50')).toBeInTheDocument();
    expect(getAllByRole('listitem')[0]).toHaveTextContent('2 × Burger');
  });

  it('removes a line, confirms, and deletes the order only after asking', () => {
    const { getByRole, queryByRole, props } = renderCart();
    fireEvent.click(getByRole('button', { name: 'Quitar Papas arrugadas' }));
    expect(props.onRemove).toHaveBeenCalledWith(2);
    fireEvent.click(getByRole('button', { name: 'Confirmar pedido' }));
    expect(props.onConfirm).toHaveBeenCalledWith(8);
    fireEvent.click(getByRole('button', { name: 'Borrar pedido' }));
    const ask = getByRole('dialog', { name: '¿Borrar el pedido?' });
    expect(props.onDelete).not.toHaveBeenCalled();
    fireEvent.click(ask.querySelector('button:last-child') as HTMLElement);
    expect(props.onDelete).toHaveBeenCalledWith(8);
    expect(queryByRole('dialog')).toBeNull();
  });

  it('while a confirmation is on its way the button is disabled: a second tap sends nothing', () => {
    const { getByRole, props } = renderCart('es', { sending: true });
    const button = getByRole('button', { name: 'Enviando…' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(props.onConfirm).not.toHaveBeenCalled();
  });

  it('says so when nothing has been added', () => {
    const { getByText, queryByRole } = renderCart('es', { order: null });
    expect(getByText(/Aún no hay nada en el pedido/)).toBeInTheDocument();
    expect(queryByRole('button', { name: 'Confirmar pedido' })).toBeNull();
  });
});

import { ALLERGENS } from '@carta/domain/allergens';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../app/session.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { apiError, json, on, stubFetch } from '../../test/fetchStub.ts';
import { enterprise, staffUser } from '../../test/fixtures.ts';
import { AllergenSelector } from './AllergenSelector.tsx';
import { AllergenSelectorInput } from './AllergenSelectorInput.tsx';

const Harness = ({ initial, onValue }: { initial: number[]; onValue: (ids: number[]) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <AllergenSelectorInput
      value={value}
      allergens={ALLERGENS}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
};

const withApi = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <SessionProvider session={{ user: staffUser, enterprise }}>{children}</SessionProvider>
  </QueryClientProvider>
);

describe('AllergenSelectorInput', () => {
  it('shows each allergen with its icon and Spanish name, in a labelled group', () => {
    render(<Harness initial={[]} onValue={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Alérgenos' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(14);
    const icon = within(group).getByRole('img', { name: 'Frutos de cáscara' });
    expect(icon).toHaveAttribute('src', '/assets/allergens/nuts.svg');
    expect(within(group).getByRole('checkbox', { name: 'Sulfitos' })).not.toBeChecked();
    expect(screen.getByText('Ningún alérgeno seleccionado')).toBeInTheDocument();
  });

  it('names the allergens in the UI language', async () => {
    await i18n.changeLanguage('en');
    render(<Harness initial={[]} onValue={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Allergens' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Tree nuts' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Molluscs' })).toBeInTheDocument();
  });

  it("falls back to 'es' for a language an allergen has no name in", () => {
    render(
      <AllergenSelectorInput
        value={[]}
        onChange={vi.fn()}
        locale="it"
        allergens={[{ ID: 1, Name: { es: 'Gluten', en: 'Gluten' }, Image: 'gluten' }]}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Gluten' })).toBeInTheDocument();
  });

  it('toggles with a click and reports the IDs sorted', async () => {
    const onValue = vi.fn();
    render(<Harness initial={[7]} onValue={onValue} />);
    await userEvent.click(screen.getByText('Mostaza'));
    expect(onValue).toHaveBeenLastCalledWith([7, 10]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Huevos' }));
    expect(onValue).toHaveBeenLastCalledWith([3, 7, 10]);
    expect(screen.getByRole('checkbox', { name: 'Huevos' })).toBeChecked();
    expect(screen.getByText('3 alérgenos seleccionados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lácteos' }));
    expect(onValue).toHaveBeenLastCalledWith([3, 10]);
  });

  it('toggles from the keyboard with Space and Enter', async () => {
    const onValue = vi.fn();
    render(<Harness initial={[]} onValue={onValue} />);
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Gluten' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onValue).toHaveBeenLastCalledWith([1]);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Huevos' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith([1, 3]);
    await userEvent.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith([1]);
  });

  it('keeps IDs the catalogue does not know', async () => {
    const onValue = vi.fn();
    render(<Harness initial={[99, 2]} onValue={onValue} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gluten' }));
    expect(onValue).toHaveBeenLastCalledWith([1, 2, 99]);
  });

  it('changes nothing when disabled', async () => {
    const onChange = vi.fn();
    render(
      <AllergenSelectorInput value={[2]} onChange={onChange} allergens={ALLERGENS} disabled />,
    );
    const box = screen.getByRole('checkbox', { name: 'Crustáceos' });
    expect(box).toBeDisabled();
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Pescado'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows no icon URL for an image name that is not a plain file name', () => {
    render(
      <AllergenSelectorInput
        value={[]}
        onChange={vi.fn()}
        allergens={[{ ID: 1, Name: { es: 'Raro' }, Image: '../../x' }]}
      />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Raro' })).toBeInTheDocument();
  });
});

describe('AllergenSelector (connected)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the catalogue for the session's enterprise, then lets the user choose", async () => {
    const { calls } = stubFetch(
      on('GET', `/api/utils/allergens/${enterprise.ID}`, () =>
        json(200, { data: ALLERGENS.slice(0, 3), total: 3 }),
      ),
    );
    const onChange = vi.fn();
    render(withApi(<AllergenSelector value={[]} onChange={onChange} />));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando alérgenos…');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Huevos' }));
    expect(onChange).toHaveBeenCalledWith([3]);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(calls).toHaveLength(1);
  });

  it('explains a failure and retries on request', async () => {
    let fail = true;
    const { calls } = stubFetch(
      on('GET', '/api/utils/allergens/hotel.example', () =>
        fail ? apiError(500, 'internal') : json(200, { data: ALLERGENS }),
      ),
    );
    render(
      withApi(<AllergenSelector enterpriseId="hotel.example" value={[]} onChange={vi.fn()} />),
    );
    expect(
      await screen.findByText(
        'No se pudo cargar la lista de alérgenos. Compruebe la conexión e inténtelo de nuevo.',
      ),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('checkbox')).toHaveLength(14);
    expect(calls).toHaveLength(2);
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FieldValidityContext,
  type FieldValidityScope,
  useFieldValidity,
} from './fieldValidity.ts';

const Field = ({ invalid, text }: { readonly invalid: boolean; readonly text: string }) => {
  const ref = useFieldValidity<HTMLInputElement>(invalid, { field: 'LinkDomain', unsaved: true });
  return <input ref={ref} aria-label="Dominio" value={text} readOnly />;
};

const setup = () => {
  const scope: FieldValidityScope = { report: vi.fn(), clear: vi.fn() };
  const view = (invalid: boolean, text: string) => (
    <FieldValidityContext value={scope}>
      <Field invalid={invalid} text={text} />
    </FieldValidityContext>
  );
  return { scope, view };
};

describe('useFieldValidity', () => {
  it('reports once when the field turns invalid, with its name and element', () => {
    const { scope, view } = setup();
    const { rerender, getByLabelText } = render(view(false, 'spa.hotel.com'));
    expect(scope.report).not.toHaveBeenCalled();
    rerender(view(true, 'spa hotel'));
    expect(scope.report).toHaveBeenCalledTimes(1);
    const [, entry] = vi.mocked(scope.report).mock.calls[0] ?? [];
    expect(entry).toMatchObject({ field: 'LinkDomain', unsaved: true });
    expect(entry?.element()).toBe(getByLabelText('Dominio'));
  });

  it('typing on inside an invalid field costs no further report', () => {
    const { scope, view } = setup();
    const { rerender } = render(view(true, 'spa h'));
    rerender(view(true, 'spa ho'));
    rerender(view(true, 'spa hot'));
    expect(scope.report).toHaveBeenCalledTimes(1);
    expect(scope.clear).not.toHaveBeenCalled();
  });

  it('clears itself once fixed, and when it leaves the page', () => {
    const { scope, view } = setup();
    const { rerender, unmount } = render(view(true, 'spa hotel'));
    rerender(view(false, 'spa.hotel.com'));
    expect(scope.clear).toHaveBeenCalledTimes(1);
    rerender(view(true, 'x y'));
    unmount();
    expect(scope.clear).toHaveBeenCalledTimes(2);
  });

  it('outside any scope it reports to nobody, without failing', () => {
    const { getByLabelText } = render(<Field invalid text="spa hotel" />);
    expect(getByLabelText('Dominio')).toHaveValue('spa hotel');
  });
});

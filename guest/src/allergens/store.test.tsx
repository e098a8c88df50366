import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALLERGEN_FILTER_KEY,
  forgetAllergenFilter,
  setAllergenFilter,
  useAllergenFilter,
} from './store.ts';

const Show = () => {
  const filter = useAllergenFilter();
  return <p>{JSON.stringify(filter)}</p>;
};

afterEach(() => {
  vi.restoreAllMocks();
  forgetAllergenFilter();
});

describe('the allergen filter kept on the device', () => {
  it('is one filter for every venue, under one key, read back after a reload', () => {
    setAllergenFilter({ avoid: [14, 2], hide: true });
    expect(localStorage.getItem(ALLERGEN_FILTER_KEY)).toBe('{"avoid":[2,14],"hide":true}');
    forgetAllergenFilter();
    const { container } = render(<Show />);
    expect(container).toHaveTextContent('{"avoid":[2,14],"hide":true}');
  });

  it('follows a change made in another tab', () => {
    const { container } = render(<Show />);
    expect(container).toHaveTextContent('{"avoid":[],"hide":false}');
    localStorage.setItem(ALLERGEN_FILTER_KEY, '{"avoid":[5]}');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: ALLERGEN_FILTER_KEY }));
    });
    expect(container).toHaveTextContent('{"avoid":[5],"hide":false}');
  });

  it('still applies for this visit when storage is off', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { container } = render(<Show />);
    expect(container).toHaveTextContent('{"avoid":[],"hide":false}');
    act(() => setAllergenFilter({ avoid: [1], hide: false }));
    expect(container).toHaveTextContent('{"avoid":[1],"hide":false}');
  });
});

import { createContext, type RefObject, useContext, useEffect, useId, useRef } from 'react';

/** A field holding a value that cannot be stored: what the person typed is only on screen. */
export type InvalidFieldReport = {
  /**
   * The stored field it stands for ('FormDestinationMail', 'Availability.DateStart'), when a rule
   * of the whole draft can also find it: the two are then counted once.
   */
  readonly field?: string | undefined;
  /**
   * What is on screen was typed and is not in the value the field reports (it cannot be): the
   * owner counts it as an unsaved change, so leaving asks first.
   */
  readonly unsaved?: boolean | undefined;
  /** The element to bring into view and focus (an input, or a group holding it). */
  readonly element: () => HTMLElement | null;
};

export type FieldValidityScope = {
  readonly report: (id: string, entry: InvalidFieldReport) => void;
  readonly clear: (id: string) => void;
};

const outsideAnyScope: FieldValidityScope = { report: () => undefined, clear: () => undefined };

/**
 * Where a field tells that it holds an invalid or incomplete value. Whoever owns the fields (the
 * menu editor, a dialog) provides it; a field outside any scope reports to nobody.
 */
export const FieldValidityContext = createContext<FieldValidityScope>(outsideAnyScope);

/**
 * Reports this field as invalid while `invalid` is true, and no longer once it is fixed or gone.
 * Only a change of `invalid` reaches the scope: typing inside an invalid field costs nothing.
 * Answers a ref for the element to focus when the field is asked for (pass your own to share it).
 */
export const useFieldValidity = <E extends HTMLElement = HTMLElement>(
  invalid: boolean,
  options: {
    readonly field?: string;
    readonly unsaved?: boolean;
    readonly ref?: RefObject<E | null>;
  } = {},
): RefObject<E | null> => {
  const scope = useContext(FieldValidityContext);
  const id = useId();
  const own = useRef<E | null>(null);
  const ref = options.ref ?? own;
  const { field, unsaved } = options;
  useEffect(() => {
    if (!invalid) return;
    scope.report(id, { field, unsaved, element: () => ref.current });
    return () => scope.clear(id);
  }, [invalid, scope, id, field, unsaved, ref]);
  return ref;
};

import { useMemo, useRef } from 'react';
import type {
  FieldValidityScope,
  InvalidFieldReport,
} from '../../widgets/FieldValidity/fieldValidity.ts';

/**
 * A validity scope kept by one dialog for its own fields (the block being added): nothing of it
 * reaches the menu until the dialog hands the block over. `firstInvalid` answers the first field
 * on the page still holding what cannot be stored.
 */
export const useLocalValidity = () => {
  const fields = useRef(new Map<string, InvalidFieldReport>());
  return useMemo(() => {
    const scope: FieldValidityScope = {
      report: (id, report) => fields.current.set(id, report),
      clear: (id) => fields.current.delete(id),
    };
    const firstInvalid = (): HTMLElement | null => {
      const elements = [...fields.current.values()].flatMap((field) => {
        const element = field.element();
        return element?.isConnected ? [element] : [];
      });
      elements.sort((a, b) =>
        a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
      );
      return elements[0] ?? null;
    };
    return { scope, firstInvalid, count: () => fields.current.size };
  }, []);
};

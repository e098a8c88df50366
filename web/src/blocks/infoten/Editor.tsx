import type { InfotenFilters } from '@carta/domain/blocks/infoten';
import { readInfotenFilters } from '@carta/domain/catalogues/infoten';
import { memo, useCallback, useMemo } from 'react';
import type { BlockEditorProps } from '../types.ts';
import { Filters } from './Filters.tsx';
import { Summary } from './Summary.tsx';

/**
 * Infoten (46): resources of the public tourism catalogue, narrowed by eight cascading selects.
 * The stored filters may be a JSON string (behaviour.md#data); every change writes the cleaned object.
 */
export const Editor = memo(function InfotenEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'infoten'>) {
  // blockDataOf does not parse: older rows hold a JSON string, or '' and null for unset keys, which
  // the schema reads. Kept for the tests 'clears a stale saved choice once the lists are read…'
  // and 'collapsed, shows the chosen filters on one line without reading the lists'.
  const stored = useMemo(() => readInfotenFilters(data.InfotenFilters), [data.InfotenFilters]);
  const report = useCallback(
    (InfotenFilters: InfotenFilters) => onChange({ InfotenFilters }),
    [onChange],
  );
  if (collapsed) return <Summary filters={stored} />;
  return <Filters stored={stored} onChange={report} />;
});

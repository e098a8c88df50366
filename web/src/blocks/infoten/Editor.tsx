import { readInfotenFilters } from '@carta/domain/catalogues/infoten';
import { memo, useCallback, useMemo } from 'react';
import type { BlockEditorProps } from '../types.ts';
import { Filters } from './Filters.tsx';
import { Summary } from './Summary.tsx';

/**
 * Infoten (46): resources of the public tourism catalogue, narrowed by eight cascading selects.
 * The stored filters may be a JSON string (§3); every change writes the cleaned object.
 */
export const Editor = memo(function InfotenEditor({
  content,
  onChange,
  collapsed,
}: BlockEditorProps) {
  const stored = useMemo(
    () => readInfotenFilters(content.InfotenFilters),
    [content.InfotenFilters],
  );
  const report = useCallback(
    (InfotenFilters: ReturnType<typeof readInfotenFilters>) => onChange({ InfotenFilters }),
    [onChange],
  );
  if (collapsed) return <Summary filters={stored} />;
  return <Filters stored={stored} onChange={report} />;
});

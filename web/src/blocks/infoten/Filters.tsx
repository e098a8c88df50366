import {
  INFOTEN_FILTER_KEYS,
  type InfotenFilterKey,
  type InfotenFilters,
} from '@carta/domain/blocks/infoten';
import {
  INFOTEN_EMPTY_OPTION,
  resolveInfoten,
  withInfotenFilter,
} from '@carta/domain/catalogues/infoten';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CatalogueSelect,
  type CatalogueValue,
} from '../../widgets/CatalogueSelect/CatalogueSelect.tsx';
import { useInfotenLists } from './useInfotenLists.ts';

type FiltersProps = {
  /** The filters as stored. */
  readonly stored: InfotenFilters;
  /** Called with the cleaned filters: only keys with a selected value. */
  readonly onChange: (filters: InfotenFilters) => void;
};

/** The eight cascading selects; the cascade itself is the domain's (resolveInfoten). */
export const Filters = ({ stored, onChange }: FiltersProps) => {
  const { t } = useTranslation();
  const { lists, status, retry, settled } = useInfotenLists();
  const resolution = useMemo(() => resolveInfoten(lists, stored), [lists, stored]);

  // Stored choices the catalogues no longer hold are dropped in one report, once no list is
  // loading (a failed list clears nothing); once per stored value, so a re-render cannot repeat it.
  const cleanedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!settled || resolution.cleared.length === 0) return;
    const storedKey = JSON.stringify(stored);
    if (cleanedFor.current === storedKey) return;
    cleanedFor.current = storedKey;
    onChange(resolution.filters);
  }, [settled, resolution, stored, onChange]);

  const choose = (key: InfotenFilterKey) => (value: CatalogueValue | null) => {
    const next = withInfotenFilter(resolution.filters, key, value === null ? null : String(value));
    onChange(resolveInfoten(lists, next).filters);
  };

  return (
    <Stack spacing={2}>
      {INFOTEN_FILTER_KEYS.map((key) => {
        const select = resolution.selects[key];
        if (!select.visible) return null;
        return (
          <CatalogueSelect
            key={key}
            label={t(`blocks.infoten.labels.${key}`)}
            options={select.options
              .filter((option) => option.value !== INFOTEN_EMPTY_OPTION.value)
              .map(({ value, label }) => ({ value, label }))}
            value={select.value}
            // behaviour.md#api: every list but actividades starts with the empty option, i.e. no filter.
            noneLabel={key === 'Actividad' ? undefined : t('blocks.infoten.any')}
            status={status[key]}
            onRetry={retry[key]}
            onChange={choose(key)}
          />
        );
      })}
    </Stack>
  );
};

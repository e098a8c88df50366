import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { formsCioQuery } from '../../api/catalogues.ts';
import { CatalogueSelect, statusOf } from '../../widgets/CatalogueSelect/CatalogueSelect.tsx';
import { namedOptions, nameIn, toPickedId } from './namedCatalogue.ts';

/** Any behaviour.md#api list of `{ID, Name}` records (forms, interactive maps, weekly-menu sources …). */
type NamedListQuery = ReturnType<typeof formsCioQuery>;

type NamedCatalogueFieldProps = {
  readonly query: NamedListQuery;
  /** The stored id, as the row holds it. */
  readonly value: unknown;
  readonly collapsed?: boolean;
  readonly labels: {
    readonly field: string;
    readonly emptyList: string;
    readonly noneChosen: string;
    readonly byNumber: (id: number) => string;
  };
  /** Called only when the choice changes, with a positive integer id (`pickedIdSchema`). */
  readonly onChange: (id: number | null) => void;
};

/**
 * One record picked from a named catalogue. Collapsed, it is the block's summary line and asks for
 * nothing (a long collapsed menu starts no calls): it names the record from a list already read,
 * else by number.
 */
export const NamedCatalogueField = ({
  query,
  value,
  collapsed = false,
  labels,
  onChange,
}: NamedCatalogueFieldProps) => {
  const list = useQuery({ ...query, enabled: !collapsed });
  const id = toPickedId(value);

  if (collapsed) {
    return (
      <Typography variant="body2" noWrap color={id === null ? 'text.secondary' : undefined}>
        {id === null ? labels.noneChosen : (nameIn(list.data, id) ?? labels.byNumber(id))}
      </Typography>
    );
  }

  const options = namedOptions(list.data);
  const status = statusOf(list);
  return (
    <CatalogueSelect
      label={labels.field}
      options={options}
      value={id}
      status={status}
      onRetry={() => void list.refetch()}
      helperText={status === 'ready' && options.length === 0 ? labels.emptyList : undefined}
      onChange={(chosen) => {
        const next = toPickedId(chosen);
        if (next !== id) onChange(next);
      }}
    />
  );
};

import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { NamedRecord } from '../../api/catalogues.ts';
import {
  CatalogueSelect,
  type CatalogueValue,
  statusOf,
} from '../../widgets/CatalogueSelect/CatalogueSelect.tsx';
import type { useChainRestaurants } from './useChainRestaurants.ts';

type RestaurantSelectProps = {
  readonly restaurants: ReturnType<typeof useChainRestaurants>;
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
};

const EMPTY: readonly NamedRecord[] = [];

/** The schema keeps a positive integer id; anything else from the list counts as no choice. */
const restaurantId = (value: CatalogueValue | null): number | null => {
  const id = typeof value === 'number' ? value : Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
};

/** The chain's restaurant whose menus the block shows; without a chain, a note instead. */
export const RestaurantSelect = ({ restaurants, value, onChange }: RestaurantSelectProps) => {
  const { t } = useTranslation();
  const { chain, query } = restaurants;
  if (chain === null) {
    return (
      <Alert severity="info">
        {value === null
          ? t('blocks.chainFood.noChain')
          : t('blocks.chainFood.noChainSaved', { id: value })}
      </Alert>
    );
  }
  const options = (query.data ?? EMPTY).map((r) => ({ value: r.ID, label: r.Name }));
  return (
    <CatalogueSelect
      label={t('blocks.chainFood.restaurant')}
      options={options}
      value={value}
      status={statusOf(query)}
      onRetry={() => void query.refetch()}
      onChange={(chosen) => onChange(restaurantId(chosen))}
    />
  );
};

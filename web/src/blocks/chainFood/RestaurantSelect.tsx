import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { CatalogueSelect, statusOf } from '../../widgets/CatalogueSelect/CatalogueSelect.tsx';
import { namedOptions, toPickedId } from '../shared/namedCatalogue.ts';
import type { useChainRestaurants } from './useChainRestaurants.ts';

type RestaurantSelectProps = {
  readonly restaurants: ReturnType<typeof useChainRestaurants>;
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
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
  return (
    <CatalogueSelect
      label={t('blocks.chainFood.restaurant')}
      options={namedOptions(query.data)}
      value={value}
      status={statusOf(query)}
      onRetry={() => void query.refetch()}
      onChange={(chosen) => onChange(toPickedId(chosen))}
    />
  );
};

import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Near, searchAddressCredited } from '../../api/geocode.ts';
import { AddressSearchInput, type AddressSearchInputProps } from './AddressSearchInput.tsx';

export type AddressSearchProps = Omit<AddressSearchInputProps, 'search'>;

/**
 * The address search on Carta's server (which asks the configured maps service), with the credit
 * that service's terms require once its results have been shown.
 */
export const AddressSearch = (props: AddressSearchProps) => {
  const { t } = useTranslation();
  const [credit, setCredit] = useState<string | null>(null);
  const search = useCallback(async (q: string, near?: Near, signal?: AbortSignal) => {
    const { data, attribution } = await searchAddressCredited(q, near, signal);
    setCredit(attribution);
    return data;
  }, []);
  return (
    <>
      <AddressSearchInput {...props} search={search} />
      {credit && (
        <Typography variant="caption" color="text.secondary">
          {t('widgets.AddressSearch.credit', { credit })}
        </Typography>
      )}
    </>
  );
};

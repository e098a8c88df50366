import { stationLabel } from '@carta/domain/orders';
import { useQuery } from '@tanstack/react-query';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';
import { stationsQuery } from '../orders/kitchen/api.ts';

/** The venue's kitchen stations, named in the interface language, for a printer's choice. */
export const usePrinterStations = (ws: string) => {
  const language = useUiLanguage();
  const stations = useQuery(stationsQuery(ws));
  return (stations.data?.data ?? []).map((s) => ({
    ID: s.ID,
    label: stationLabel(s.Name, language),
  }));
};

import { defaultContentLanguage } from '@carta/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import type { Point } from '../points/api.ts';
import { pointName } from '../points/names.ts';
import { orderPointsQuery } from './queries.ts';

/** The venue's points and a way to name one, in the venue's default content language. */
export const usePointNames = (ws: string) => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const language = defaultContentLanguage(enterprise.Languages);
  const points = useQuery(orderPointsQuery(ws));
  const byId = new Map((points.data ?? []).map((p) => [p.ID, p]));
  const nameOf = (id: number): string => {
    const point = byId.get(id);
    return point
      ? pointName(point.Name, language, t('orders.unknownPoint', { id }))
      : t('orders.unknownPoint', { id });
  };
  return { points: points.data ?? ([] as Point[]), nameOf, language };
};

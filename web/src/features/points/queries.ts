import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createPoint,
  deletePoint,
  fetchPoints,
  fetchUserConfig,
  type PointFields,
  type PointsPage,
  rotatePointCode,
  updatePoint,
} from './api.ts';

export const pointKeys = {
  all: (ws: string) => ['points', ws] as const,
  page: (ws: string, page: PointsPage) => ['points', ws, page] as const,
  userConfig: (ws: string) => ['user-config', ws] as const,
};

export const pointsQuery = (ws: string, page: PointsPage) =>
  queryOptions({
    queryKey: pointKeys.page(ws, page),
    queryFn: ({ signal }) => fetchPoints(ws, page, signal),
    // The old page stays on screen while the next one comes: the table does not jump.
    placeholderData: keepPreviousData,
  });

export const userConfigQuery = (ws: string) =>
  queryOptions({
    queryKey: pointKeys.userConfig(ws),
    queryFn: ({ signal }) => fetchUserConfig(ws, signal),
    select: (list) => list.data[0]?.HideDishOrderPoint === 1,
    staleTime: 5 * 60_000,
  });

/** Every change to a point refetches the pages: totals, search hits and order can all move. */
const useInvalidatePoints = (ws: string) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: pointKeys.all(ws) });
};

export const useSavePoint = (ws: string) => {
  const invalidate = useInvalidatePoints(ws);
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | 'new'; fields: PointFields }) =>
      id === 'new' ? createPoint(ws, fields) : updatePoint(ws, id, fields),
    onSuccess: invalidate,
  });
};

export const useRotateCode = (ws: string) => {
  const invalidate = useInvalidatePoints(ws);
  return useMutation({
    mutationFn: (id: number) => rotatePointCode(ws, id),
    onSuccess: invalidate,
  });
};

export const useDeletePoint = (ws: string) => {
  const invalidate = useInvalidatePoints(ws);
  return useMutation({ mutationFn: (id: number) => deletePoint(ws, id), onSuccess: invalidate });
};

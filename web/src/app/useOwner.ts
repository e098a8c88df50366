import { COMMON_OWNER } from '@carta/domain';
import { useLocation } from 'react-router-dom';
import { useSession } from './session.tsx';

export const COMMON_MENUS_SEGMENT = 'common-menus';

export const isCommonMenusPath = (pathname: string): boolean =>
  pathname.split('/')[1] === COMMON_MENUS_SEGMENT;

/** behaviour.md#screens: under /common-menus/… every call uses the common owner instead of the enterprise. */
export const useOwner = (): string => {
  const { pathname } = useLocation();
  const { user } = useSession();
  return isCommonMenusPath(pathname) ? COMMON_OWNER : user.EnterpriseID;
};

export const menuPath = (owner: string, id: number | string): string =>
  owner === COMMON_OWNER ? `/${COMMON_MENUS_SEGMENT}/${id}` : `/menus/${id}`;

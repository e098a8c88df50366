import { newMenuDraft } from '@carta/domain/menu-editing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { contentsQuery, menusQuery, queryKeys } from '../../api/queries.ts';
import { findMenu, parseMenuId } from '../../app/menuTree.ts';
import { EmptyView, ErrorView, LoadingView } from '../../app/StatusViews.tsx';
import { useSession } from '../../app/session.tsx';
import { useOwner } from '../../app/useOwner.ts';
import { NEW_MENU } from './draft.ts';
import { MenuEditorView } from './MenuEditorView.tsx';
import { useMenuEditorStore } from './store.ts';
import { useDraftHolds, useDraftSync } from './useDraftSync.ts';
import { useScrollToBlock } from './useScrollToBlock.ts';

/** The editor on a menu not saved yet (behaviour.md#screens 'new'). */
export const NewMenuScreen = () => {
  const { t } = useTranslation();
  const owner = useOwner();
  const navigate = useNavigate();
  const { enterprise } = useSession();
  const menus = useQuery(menusQuery(owner));
  const ready = useMenuEditorStore((state) => state.owner === owner && state.menu?.ID === NEW_MENU);

  useEffect(() => {
    if (!menus.data) return;
    const state = useMenuEditorStore.getState();
    if (state.owner === owner && state.menu?.ID === NEW_MENU) return;
    state.loadNew(owner, newMenuDraft(owner, enterprise.Languages, menus.data));
  }, [owner, menus.data, enterprise.Languages]);
  useEffect(() => () => useMenuEditorStore.getState().reset(), []);

  // Cancelling a menu that does not exist yet leaves it.
  const discard = useCallback(() => {
    useMenuEditorStore.getState().reset();
    navigate('/');
  }, [navigate]);

  if (menus.isError) {
    return <ErrorView message={t('app.loadError')} onRetry={() => void menus.refetch()} />;
  }
  if (!ready) return <LoadingView />;
  return <MenuEditorView onDiscard={discard} />;
};

export const SavedMenuScreen = () => {
  const { t } = useTranslation();
  const params = useParams();
  const owner = useOwner();
  const queryClient = useQueryClient();
  const menuId = parseMenuId(params.id);
  const menus = useQuery(menusQuery(owner));
  const menu = menus.data && menuId !== undefined ? findMenu(menus.data, menuId) : undefined;
  // Asked beside the menu list, not after it: the route names the menu.
  const contents = useQuery({ ...contentsQuery(menuId ?? 0), enabled: menuId !== undefined });
  const settled = !menus.isFetching && !contents.isFetching;
  useDraftSync(owner, menu, contents.data, settled);
  const ready = useDraftHolds(owner, menuId);
  useScrollToBlock(ready);

  const discard = useCallback(() => {
    const state = useMenuEditorStore.getState();
    if (menu && contents.data) state.load(owner, menu, contents.data);
    void queryClient.invalidateQueries({ queryKey: queryKeys.menus(owner) });
    if (menuId !== undefined) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.contents(menuId) });
    }
  }, [menu, contents.data, owner, menuId, queryClient]);

  const retry = () => {
    void menus.refetch();
    void contents.refetch();
  };

  // Just saved as new, the list may still be on its way with the menu in it.
  if (menuId === undefined || (menus.isSuccess && !menus.isFetching && !menu)) {
    return <EmptyView title={t('menus.notFound')} />;
  }
  if (menus.isError || (menu && contents.isError)) {
    return <ErrorView message={t('menus.messages.loadError')} onRetry={retry} />;
  }
  if (!menu || !ready) return <LoadingView />;
  return <MenuEditorView onDiscard={discard} />;
};

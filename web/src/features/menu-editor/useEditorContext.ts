import { COMMON_OWNER } from '@carta/domain';
import {
  canReorderBlocks,
  type EditorVisibility,
  editorVisibility,
} from '@carta/domain/menu-editing';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session.tsx';
import { isNewMenu } from './draft.ts';
import { userQuery } from './queries.ts';
import { useMenuEditorStore } from './store.ts';

export type EditorContextValue = EditorVisibility & {
  readonly commonMode: boolean;
  readonly isNew: boolean;
  readonly isSubmenu: boolean;
  /** behaviour.md#scopes Permission 3: blocks can be dragged into a new order. */
  readonly canReorder: boolean;
};

/** The user's rights (behaviour.md#api users/{id}); until they arrive, nothing extra is allowed. */
export const useUserProfile = () => {
  const { user } = useSession();
  return useQuery(userQuery(user.ID)).data;
};

/** What this user sees on this menu (behaviour.md#menu-editor, behaviour.md#scopes), from the draft and the session. */
export const useEditorContext = (): EditorContextValue => {
  const { user, enterprise } = useSession();
  const profile = useUserProfile();
  const owner = useMenuEditorStore((state) => state.owner);
  const isNew = useMenuEditorStore((state) => (state.menu ? isNewMenu(state.menu) : true));
  const isSubmenu = useMenuEditorStore((state) => state.menu?.ParentID != null);
  const type = useMenuEditorStore((state) => state.menu?.Type ?? null);
  const webAppAsContent = useMenuEditorStore((state) => state.menu?.WebAppAsContent === true);
  const hasContents = useMenuEditorStore((state) => state.order.length > 0);
  const commonMode = owner === COMMON_OWNER;
  const visibility = editorVisibility({
    isAdmin: user.isAdmin,
    commonMode,
    isNew,
    isSubmenu,
    type,
    hasContents,
    webAppAsContent,
    authType: enterprise.AuthType,
    showCustomColorMenu: profile?.ShowCustomColorMenu === true,
  });
  return {
    ...visibility,
    commonMode,
    isNew,
    isSubmenu,
    canReorder: canReorderBlocks(profile?.Permission),
  };
};

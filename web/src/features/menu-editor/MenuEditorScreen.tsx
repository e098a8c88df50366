import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { contentsQuery } from '../../api/queries.ts';
import { parseMenuId } from '../../app/menuTree.ts';
import { LoadingView } from '../../app/StatusViews.tsx';
import { useSession } from '../../app/session.tsx';
import { ContentLanguageProvider } from '../../widgets/TranslatableField/contentLanguage.tsx';
import { useDisplayModeFromQuery } from './displayMode.tsx';
import { NEW_MENU } from './draft.ts';
import { userQuery } from './queries.ts';

// The editor itself arrives after this small route module: on a direct link the app starts (and
// asks for the session, the menus and the blocks) while the editor's code downloads beside it.
const editorScreens = import('./EditorScreens.tsx');
const NewMenuScreen = lazy(() => editorScreens.then((m) => ({ default: m.NewMenuScreen })));
const SavedMenuScreen = lazy(() => editorScreens.then((m) => ({ default: m.SavedMenuScreen })));

/** /menus/:id and /common-menus/:id (and their 'new'): the menu editor. */
export const MenuEditorScreen = () => {
  const params = useParams();
  const { user } = useSession();
  // The user's rights decide how the list is built (sortable or not): known before it is.
  const profile = useQuery(userQuery(user.ID));
  // The blocks are asked for at once too, not once the rights or the editor's code have come.
  const menuId = parseMenuId(params.id);
  const contents = useQuery({ ...contentsQuery(menuId ?? 0), enabled: menuId !== undefined });
  // The editors of the blocks on screen come beside the rest of the editor's code, not after the
  // list has been built (npm run bench:editor).
  useEffect(() => {
    if (contents.data)
      void import('../../blocks/registry.ts').then((m) => m.preloadEditorsOf(contents.data));
  }, [contents.data]);
  useDisplayModeFromQuery();
  if (profile.isPending) return <LoadingView />;
  // Above the screens: the content language chosen stays while moving between menus.
  return (
    <ContentLanguageProvider>
      <Suspense fallback={<LoadingView />}>
        {params.id === NEW_MENU ? <NewMenuScreen /> : <SavedMenuScreen />}
      </Suspense>
    </ContentLanguageProvider>
  );
};

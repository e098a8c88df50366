import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
// Not a React.lazy behind Suspense: a lazy component suspends on its first render even when its
// code is already here, and React holds back the content that replaces a fallback for 300 ms after
// that fallback showed — a quarter of a second of nothing on every cold open (npm run bench:editor).
type Screens = typeof import('./EditorScreens.tsx');
let loadedScreens: Screens | undefined;
const editorScreens = import('./EditorScreens.tsx').then((screens) => {
  loadedScreens = screens;
  return screens;
});

/** The editor's screens once their code has come: a plain re-render, no suspending. */
const useEditorScreens = (): Screens | undefined => {
  const [screens, setScreens] = useState(loadedScreens);
  useEffect(() => {
    if (!screens) void editorScreens.then(setScreens);
  }, [screens]);
  return screens;
};

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
  const screens = useEditorScreens();
  if (profile.isPending || !screens) return <LoadingView />;
  const Screen = params.id === NEW_MENU ? screens.NewMenuScreen : screens.SavedMenuScreen;
  // Above the screens: the content language chosen stays while moving between menus.
  return (
    <ContentLanguageProvider>
      <Screen />
    </ContentLanguageProvider>
  );
};

import { useEffect } from 'react';
import { guestApi, isNotFound } from '../api/client.ts';
import { useResource } from '../api/resource.ts';
import { PageFrame } from '../app/PageFrame.tsx';
import { useGuest } from '../app/session.ts';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { preloadBlockViews } from '../blocks/lazy.ts';
import { appLabels } from '../i18n/app-labels.ts';
import { useLabels } from '../i18n/labels.ts';
import { isUnavailableOffline, OfflineUnavailable } from '../offline/OfflineUnavailable.tsx';
import { LoadFailed, Loading, Message } from '../ui/Status.tsx';
import { MenuTiles } from './MenuTile.tsx';

/** The venue's home: its menu tree's top level as tiles. */
export const Home = () => {
  const { ws, venue, lang } = useGuest();
  const t = useLabels(appLabels);
  const { resource, retry } = useResource(guestApi.menus(ws, lang));
  useDocumentTitle(venue.Name);
  // Once the tiles are there: on a slow line the block views' chunk must not share the bandwidth
  // with the reads the first tiles wait for (npm run bench:lighthouse).
  const settled = resource.status !== 'loading';
  useEffect(() => {
    if (settled) preloadBlockViews();
  }, [settled]);
  return (
    <PageFrame backHref={null}>
      {resource.status === 'loading' ? (
        <Loading />
      ) : resource.status === 'error' ? (
        isNotFound(resource.error) ? (
          <Message title={t.emptyHome} headingLevel={2} />
        ) : isUnavailableOffline(resource.error) ? (
          <OfflineUnavailable lang={lang} onRetry={retry} headingLevel={2} />
        ) : (
          <LoadFailed onRetry={retry} />
        )
      ) : resource.data.data.length === 0 ? (
        <Message title={t.emptyHome} headingLevel={2} />
      ) : (
        <MenuTiles menus={resource.data.data} secondary={false} label={t.menus} />
      )}
    </PageFrame>
  );
};

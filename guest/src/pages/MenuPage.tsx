import type { GuestMenuPage } from '@carta/domain/guest/data';
import { webAppAddressOf } from '@carta/domain/guest/web-app';
import { safeColor } from '@carta/domain/tile-look';
import { type CSSProperties, Suspense } from 'react';
import { guestApi, isNotFound } from '../api/client.ts';
import { useResource } from '../api/resource.ts';
import { PageFrame } from '../app/PageFrame.tsx';
import { hrefOf } from '../app/router.ts';
import { useGuest } from '../app/session.ts';
import { readableOn } from '../app/theme.ts';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { hasFallback } from '../blocks/blocks.ts';
import { LazyBlockList } from '../blocks/lazy.ts';
import { appLabels } from '../i18n/app-labels.ts';
import { useLabels } from '../i18n/labels.ts';
import { isUnavailableOffline, OfflineUnavailable } from '../offline/OfflineUnavailable.tsx';
import { Link } from '../ui/Link.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { LoadFailed, Loading, Message } from '../ui/Status.tsx';
import { MenuTiles } from './MenuTile.tsx';
import { MenuJsonLd } from './menu-json-ld.tsx';
import { findMenu } from './menu-tree.ts';

/** The menu's content colours (BGColorContent, TextColorContent) for its page, when it has them. */
const contentStyle = (page: GuestMenuPage): CSSProperties | undefined => {
  const background = safeColor(page.BGColorContent);
  const color = safeColor(page.TextColorContent) ?? (background ? readableOn(background) : null);
  if (!background && !color) return undefined;
  return { backgroundColor: background ?? undefined, color: color ?? undefined };
};

/** One menu: its blocks in order, or (a menu of submenus) its submenus as tiles. */
export const MenuPage = ({ id }: { readonly id: number }) => {
  const { ws, venue, lang } = useGuest();
  const t = useLabels(appLabels);
  const page = useResource(guestApi.menu(ws, id, lang));
  const tree = useResource(guestApi.menus(ws, lang));
  const found = tree.resource.status === 'ok' ? findMenu(tree.resource.data.data, id) : null;
  const backHref = hrefOf(
    ws,
    found?.parent ? { page: 'menu', id: found.parent.ID } : { page: 'home' },
  );
  const shown = page.resource.status === 'ok' ? page.resource.data : null;
  useDocumentTitle(shown?.Name, venue.Name);

  if (page.resource.status === 'loading') {
    return (
      <PageFrame backHref={backHref}>
        <Loading />
      </PageFrame>
    );
  }
  if (page.resource.status === 'error') {
    return (
      <PageFrame backHref={backHref}>
        {isNotFound(page.resource.error) ? (
          <Message
            title={t.pageNotFound}
            hint={t.pageNotFoundHint}
            action={
              <Link className="button" href={hrefOf(ws, { page: 'home' })}>
                {t.goHome}
              </Link>
            }
          />
        ) : isUnavailableOffline(page.resource.error) ? (
          <OfflineUnavailable lang={lang} onRetry={page.retry} />
        ) : (
          <LoadFailed onRetry={page.retry} />
        )}
      </PageFrame>
    );
  }
  const menu = page.resource.data;
  const webApp = webAppAddressOf(menu);
  return (
    <PageFrame backHref={backHref} mainStyle={contentStyle(menu)}>
      <PageHeading>{menu.Name}</PageHeading>
      {hasFallback(menu) && <p className="note">{t.fallbackNote}</p>}
      {webApp ? (
        // behaviour.md#menu-editor 'web app as content': another site, which this app neither frames (its CSP allows
        // only the embed allow-list, and most sites refuse frames) nor copies: a way there.
        <div className="web-app">
          <p>
            {t.webAppIntro} <span className="web-app-domain">{webApp.host}</span>
          </p>
          <LinkButton href={webApp.href} newTab>
            {t.openWebApp} <span className="visually-hidden">{t.opensInNewTab}</span>
          </LinkButton>
        </div>
      ) : menu.Type === 1 ? (
        tree.resource.status === 'loading' ? (
          <Loading />
        ) : tree.resource.status === 'error' ? (
          <LoadFailed onRetry={tree.retry} />
        ) : found && found.menu.Menus.length > 0 ? (
          <MenuTiles menus={found.menu.Menus} secondary label={menu.Name} />
        ) : (
          <p className="empty">{t.emptyMenu}</p>
        )
      ) : menu.Blocks.length > 0 ? (
        <>
          <MenuJsonLd page={menu} venueName={venue.Name} lang={lang} />
          <Suspense fallback={<Loading />}>
            <LazyBlockList blocks={menu.Blocks} />
          </Suspense>
        </>
      ) : (
        <p className="empty">{t.emptyMenu}</p>
      )}
    </PageFrame>
  );
};

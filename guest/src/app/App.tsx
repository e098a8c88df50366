import type { GuestVenue } from '@carta/domain/guest/data';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { guestApi, isNotFound } from '../api/client.ts';
import { useResource } from '../api/resource.ts';
import { appLabels } from '../i18n/app-labels.ts';
import { UiLanguageContext, uiLanguageOf, useLabels } from '../i18n/labels.ts';
import { isUnavailableOffline, OfflineUnavailable } from '../offline/OfflineUnavailable.tsx';
import { Home } from '../pages/Home.tsx';
import { MenuPage } from '../pages/MenuPage.tsx';
import { pointCodeOf } from '../point/entry.ts';
import { Link } from '../ui/Link.tsx';
import { LoadFailed, Loading, Message } from '../ui/Status.tsx';
import {
  browserLanguages,
  initialLanguage,
  linkLanguage,
  readStoredLanguage,
  storeLanguage,
} from './language.ts';
import { PageFrame } from './PageFrame.tsx';
import { PreviewBanner, PreviewGate } from './PreviewParts.tsx';
import { currentPreview, previewLanguage, setPreviewLanguage } from './preview.ts';
import {
  currentArrival,
  hrefOf,
  parseLocation,
  type Route,
  savedScroll,
  usePathname,
} from './router.ts';
import { type GuestSession, SessionContext, useGuest } from './session.ts';
import { applyTheme, themeOf } from './theme.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

/** Before a venue is known: the labels in the browser's language when they exist, else Spanish. */
const browserUiLanguage = () => {
  const lang = browserLanguages()[0]?.split('-')[0]?.toLowerCase();
  return lang === 'en' ? 'en' : 'es';
};

const VenueNotFound = () => {
  const t = useLabels(appLabels);
  useDocumentTitle(t.venueNotFound);
  return (
    <main id="main" className="main">
      <div className="page">
        <Message title={t.venueNotFound} hint={t.venueNotFoundHint} />
      </div>
    </main>
  );
};

const PageNotFound = () => {
  const { ws } = useGuest();
  const t = useLabels(appLabels);
  const home = hrefOf(ws, { page: 'home' });
  useDocumentTitle(t.pageNotFound);
  return (
    <PageFrame backHref={home}>
      <Message
        title={t.pageNotFound}
        action={
          <Link className="button" href={home}>
            {t.goHome}
          </Link>
        }
      />
    </PageFrame>
  );
};

/** Ordering (src/point/) is downloaded only by a guest who reaches /point. */
const PointPage = lazy(() =>
  import('../point/PointPage.tsx').then((module) => ({ default: module.PointPage })),
);

/** The page of a route; a new menu is a new page (its own data, focus and scroll). */
const Page = ({ route }: { readonly route: Route }) => {
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per path the guest reaches.
  useLayoutEffect(() => {
    const arrival = currentArrival();
    if (arrival === 'pop') window.scrollTo(0, savedScroll() ?? 0);
    else if (arrival === 'push') window.scrollTo(0, 0);
  }, [pathname]);
  // behaviour.md#ordering: a QR code's `?point={Code}` on any page leads to /point (the page takes it out).
  if (route.page === 'point' || pointCodeOf(window.location.search) !== null) {
    return (
      <Suspense
        fallback={
          <main id="main" className="main">
            <div className="page">
              <Loading />
            </div>
          </main>
        }
      >
        <PointPage />
      </Suspense>
    );
  }
  if (route.page === 'home') return <Home />;
  if (route.page === 'menu') return <MenuPage key={route.id} id={route.id} />;
  return <PageNotFound />;
};

/** A venue's app once the venue is known: its language, its look, its pages. */
const Venue = ({
  ws,
  venue,
  route,
}: {
  readonly ws: string;
  readonly venue: GuestVenue;
  readonly route: Route;
}) => {
  const [chosen, setChosen] = useState(
    () =>
      previewLanguage(venue.Languages) ??
      linkLanguage(window.location.search, venue.Languages) ??
      initialLanguage(venue.Languages, readStoredLanguage(), browserLanguages()),
  );
  // Staff may remove a language while a guest browses: fall back to the default then.
  const lang = venue.Languages.includes(chosen) ? chosen : (venue.Languages[0] ?? chosen);
  const setLang = useCallback((next: string) => {
    // A preview keeps its language in its URL, not in the guest's remembered choice.
    if (currentPreview().kind === 'preview') setPreviewLanguage(next);
    else storeLanguage(next);
    setChosen(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  useEffect(() => applyTheme(themeOf(venue.Style)), [venue.Style]);
  const session = useMemo<GuestSession>(
    () => ({ ws, venue, lang, setLang }),
    [ws, venue, lang, setLang],
  );
  return (
    <SessionContext value={session}>
      <UiLanguageContext value={uiLanguageOf(lang)}>
        <PreviewBanner />
        <Page route={route} />
      </UiLanguageContext>
    </SessionContext>
  );
};

const VenueLoader = ({ ws, route }: { readonly ws: string; readonly route: Route }) => {
  const { resource, retry } = useResource(guestApi.venue(ws));
  if (resource.status === 'ok') return <Venue ws={ws} venue={resource.data} route={route} />;
  return (
    <UiLanguageContext value={browserUiLanguage()}>
      {resource.status === 'loading' ? (
        <main id="main" className="main">
          <div className="page">
            <Loading />
          </div>
        </main>
      ) : isNotFound(resource.error) ? (
        <VenueNotFound />
      ) : isUnavailableOffline(resource.error) ? (
        <main id="main" className="main">
          <div className="page">
            <OfflineUnavailable lang={browserLanguages()[0] ?? null} onRetry={retry} />
          </div>
        </main>
      ) : (
        <main id="main" className="main">
          <div className="page">
            <LoadFailed onRetry={retry} />
          </div>
        </main>
      )}
    </UiLanguageContext>
  );
};

/** The guest app: /guest/{ws}/… (router.ts). A venue id that is not a number is not a venue. */
export const App = () => {
  const { ws, route } = parseLocation(usePathname());
  if (ws === null || !/^[1-9]\d{0,15}$/.test(ws)) {
    return (
      <UiLanguageContext value={browserUiLanguage()}>
        <VenueNotFound />
      </UiLanguageContext>
    );
  }
  return (
    <PreviewGate>
      <VenueLoader ws={ws} route={route} />
    </PreviewGate>
  );
};

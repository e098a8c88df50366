import type { BlockKey } from '@carta/domain/content-types';
import type { AnyGuestBlock } from '@carta/domain/guest/data';
import type { ComponentType } from 'react';
import { ActivityView } from './activity/View.tsx';
import { AlertView } from './alert/View.tsx';
import { AttendanceView } from './attendance/View.tsx';
import { BookingActivitiesView } from './bookingActivities/View.tsx';
import { BrochureView } from './brochure/View.tsx';
import { ChainFoodView } from './chainFood/View.tsx';
import { ChannelListView } from './channelList/View.tsx';
import { ConsultingView } from './consulting/View.tsx';
import { ContactView } from './contact/View.tsx';
import { ContentMessagesView } from './contentMessages/View.tsx';
import { DfilesView } from './dfiles/View.tsx';
import { DividerView } from './divider/View.tsx';
import { DropdownButtonView } from './dropdownButton/View.tsx';
import { ExternalActivityView } from './externalActivity/View.tsx';
import { ExternalFoodMenuView } from './externalFoodMenu/View.tsx';
import { ExternalLinkView } from './externalLink/View.tsx';
import { FacebookView } from './facebook/View.tsx';
import { FoodView } from './food/View.tsx';
import { FormCioView } from './formCio/View.tsx';
import { GalleryView } from './gallery/View.tsx';
import { IconListView } from './iconList/View.tsx';
import { IconsView } from './icons/View.tsx';
import { IframeView } from './iframe/View.tsx';
import { ImageView } from './image/View.tsx';
import { ImageTranslateView } from './imageTranslate/View.tsx';
import { InfotenView } from './infoten/View.tsx';
import { InstagramView } from './instagram/View.tsx';
import { integrationViews } from './integration/View.tsx';
import { InteractiveMapsView } from './interactiveMaps/View.tsx';
import { LinkDomainView } from './linkDomain/View.tsx';
import { MapView } from './map/View.tsx';
import { NotAvailableView } from './NotAvailableView.tsx';
import { PdfView } from './pdf/View.tsx';
import { PdfTranslateView } from './pdfTranslate/View.tsx';
import { ProductView } from './product/View.tsx';
import { QAndAView } from './qAndA/View.tsx';
import { QueueView } from './queue/View.tsx';
import { RcovidView } from './rcovid/View.tsx';
import { ShowView } from './show/View.tsx';
import { SimpleTextView } from './simpleText/View.tsx';
import { SiteView } from './site/View.tsx';
import { SpaceView } from './space/View.tsx';
import { TextView } from './text/View.tsx';
import { TimelineView } from './timeline/View.tsx';
import { TitleView } from './title/View.tsx';
import { TwitterView } from './twitter/View.tsx';
import { type GuestView, lazyView } from './types.ts';
import { VideoView } from './video/View.tsx';
import { WeeklyMenuView } from './weeklyMenu/View.tsx';

/**
 * Block key → its guest view: the header-only integration rows (integration/), then one line per
 * other type. Total: a block type without a view does not
 * compile, and a view typed for another block's data does not fit its line
 * (docs/adding-a-block.md, "Guest side").
 */
export const guestViews: { readonly [K in BlockKey]: GuestView<K> } = {
  ...integrationViews,
  title: TitleView,
  space: SpaceView,
  image: ImageView,
  alert: AlertView,
  text: TextView,
  divider: DividerView,

  iframe: IframeView,
  gallery: GalleryView,
  video: VideoView,
  map: MapView,
  twitter: TwitterView,
  facebook: FacebookView,
  activity: ActivityView,
  pdf: PdfView,
  timeline: TimelineView,
  contact: ContactView,
  show: ShowView,
  site: SiteView,
  queue: QueueView,
  food: FoodView,
  linkDomain: LinkDomainView,
  wifi: lazyView(() => import('./wifi/View.tsx').then((m) => m.WifiView)),
  form: lazyView(() => import('./form/View.tsx').then((m) => m.FormView)),
  product: ProductView,
  pdfTranslate: PdfTranslateView,
  externalLink: ExternalLinkView,
  channelList: ChannelListView,
  externalActivity: ExternalActivityView,
  poll: lazyView(() => import('./poll/View.tsx').then((m) => m.PollView)),
  instagram: InstagramView,
  iconList: IconListView,
  dropdownButton: DropdownButtonView,
  dfiles: DfilesView,
  rcovid: RcovidView,
  imageTranslate: ImageTranslateView,
  chainFood: ChainFoodView,
  icons: IconsView,
  consulting: ConsultingView,
  brochure: BrochureView,
  infoten: InfotenView,
  bookingActivities: BookingActivitiesView,
  externalFoodMenu: ExternalFoodMenuView,
  attendance: AttendanceView,
  weeklyMenu: WeeklyMenuView,
  formCio: FormCioView,
  contentMessages: ContentMessagesView,
  interactiveMaps: InteractiveMapsView,
  qAndA: QAndAView,
  simpleText: SimpleTextView,
};

type AnyView = ComponentType<{ readonly block: AnyGuestBlock }>;

/**
 * The view for a block's `Key`; a key this app does not know (a newer server) gets the "not
 * available" card. The one place where a block's data is trusted to match its Key: the server
 * projects each block by its own type's allow-list (domain/src/guest/views.ts).
 */
export const viewFor = (key: string): AnyView =>
  (Object.hasOwn(guestViews, key)
    ? guestViews[key as BlockKey]
    : NotAvailableView) as unknown as AnyView;

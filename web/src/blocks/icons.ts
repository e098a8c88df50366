import type { ContentTypeKey } from '@carta/domain';
import AccountTree from '@mui/icons-material/AccountTree';
import ArrowDropDownCircle from '@mui/icons-material/ArrowDropDownCircle';
import Assignment from '@mui/icons-material/Assignment';
import Code from '@mui/icons-material/Code';
import Collections from '@mui/icons-material/Collections';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import ContactPhone from '@mui/icons-material/ContactPhone';
import DateRange from '@mui/icons-material/DateRange';
import DirectionsBus from '@mui/icons-material/DirectionsBus';
import DirectionsRun from '@mui/icons-material/DirectionsRun';
import Domain from '@mui/icons-material/Domain';
import DynamicForm from '@mui/icons-material/DynamicForm';
import EditCalendar from '@mui/icons-material/EditCalendar';
import EmojiEmotions from '@mui/icons-material/EmojiEmotions';
import Event from '@mui/icons-material/Event';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Facebook from '@mui/icons-material/Facebook';
import Fastfood from '@mui/icons-material/Fastfood';
import FolderOpen from '@mui/icons-material/FolderOpen';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import Groups from '@mui/icons-material/Groups';
import HealthAndSafety from '@mui/icons-material/HealthAndSafety';
import Height from '@mui/icons-material/Height';
import HomeWork from '@mui/icons-material/HomeWork';
import HorizontalRule from '@mui/icons-material/HorizontalRule';
import HowToReg from '@mui/icons-material/HowToReg';
import Image from '@mui/icons-material/Image';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Info from '@mui/icons-material/Info';
import Instagram from '@mui/icons-material/Instagram';
import Language from '@mui/icons-material/Language';
import LiveTv from '@mui/icons-material/LiveTv';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Login from '@mui/icons-material/Login';
import MapIcon from '@mui/icons-material/Map';
import MenuBook from '@mui/icons-material/MenuBook';
import Message from '@mui/icons-material/Message';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Place from '@mui/icons-material/Place';
import Poll from '@mui/icons-material/Poll';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import ReportProblem from '@mui/icons-material/ReportProblem';
import Restaurant from '@mui/icons-material/Restaurant';
import RestaurantMenu from '@mui/icons-material/RestaurantMenu';
import Storefront from '@mui/icons-material/Storefront';
import Subject from '@mui/icons-material/Subject';
import TextFields from '@mui/icons-material/TextFields';
import TheaterComedy from '@mui/icons-material/TheaterComedy';
import Timeline from '@mui/icons-material/Timeline';
import Title from '@mui/icons-material/Title';
import TravelExplore from '@mui/icons-material/TravelExplore';
import Tv from '@mui/icons-material/Tv';
import Twitter from '@mui/icons-material/Twitter';
import Videocam from '@mui/icons-material/Videocam';
import WbCloudy from '@mui/icons-material/WbCloudy';
import WebAsset from '@mui/icons-material/WebAsset';
import Wifi from '@mui/icons-material/Wifi';
import type SvgIcon from '@mui/material/SvgIcon';

export type TypeIcon = typeof SvgIcon;

/**
 * The screen icon of every catalogue type. Typed over the whole catalogue: a type added to domain
 * without an icon here does not compile.
 */
export const typeIcons: { readonly [K in ContentTypeKey]: TypeIcon } = {
  submenus: AccountTree,
  title: Title,
  space: Height,
  image: Image,
  iframe: WebAsset,
  alert: ReportProblem,
  gallery: Collections,
  video: Videocam,
  weather: WbCloudy,
  map: MapIcon,
  twitter: Twitter,
  facebook: Facebook,
  activity: DirectionsRun,
  pdf: PictureAsPdf,
  timeline: Timeline,
  text: Subject,
  contact: ContactPhone,
  divider: HorizontalRule,
  show: TheaterComedy,
  site: Place,
  agenda: Event,
  parrilla: LiveTv,
  wifi: Wifi,
  property: HomeWork,
  commercial: Storefront,
  queue: Groups,
  food: Restaurant,
  linkDomain: Language,
  form: Assignment,
  product: LocalOffer,
  pdfTranslate: PictureAsPdfOutlined,
  externalLink: OpenInNew,
  channelList: Tv,
  externalActivity: ConfirmationNumber,
  poll: Poll,
  instagram: Instagram,
  iconList: FormatListBulleted,
  dropdownButton: ArrowDropDownCircle,
  dfiles: FolderOpen,
  rcovid: HealthAndSafety,
  imageTranslate: ImageOutlined,
  chainFood: RestaurantMenu,
  icons: EmojiEmotions,
  consulting: Domain,
  brochure: MenuBook,
  infoten: Info,
  bookingActivities: EventAvailable,
  externalFoodMenu: Fastfood,
  attendance: HowToReg,
  weeklyMenu: DateRange,
  formCio: DynamicForm,
  contentMessages: Message,
  servatur: DirectionsBus,
  interactiveMaps: TravelExplore,
  requestReservation: EditCalendar,
  checkIn: Login,
  qAndA: QuestionAnswer,
  simpleText: TextFields,
  externalIntegration: Code,
};

import type { ContactIcon } from '@carta/domain/blocks/contact';
import type { SvgIconComponent } from '@mui/icons-material';
import AccessTime from '@mui/icons-material/AccessTime';
import Email from '@mui/icons-material/Email';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import Language from '@mui/icons-material/Language';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import Twitter from '@mui/icons-material/Twitter';
import WhatsApp from '@mui/icons-material/WhatsApp';
import YouTube from '@mui/icons-material/YouTube';

/** The MUI drawing of each contact icon the guest app shows by its mdi name. */
export const CONTACT_ICON_SVGS: Readonly<Record<ContactIcon, SvgIconComponent>> = {
  'mdi-map-marker': Place,
  'mdi-clock-outline': AccessTime,
  'mdi-phone': Phone,
  'mdi-whatsapp': WhatsApp,
  'mdi-email': Email,
  'mdi-web': Language,
  'mdi-youtube': YouTube,
  'mdi-twitter': Twitter,
  'mdi-facebook': Facebook,
  'mdi-linkedin': LinkedIn,
  'mdi-instagram': Instagram,
};

/** Locale key (under blocks.contact.icons) of each icon's name. */
export const CONTACT_ICON_KEYS = {
  'mdi-map-marker': 'address',
  'mdi-clock-outline': 'hours',
  'mdi-phone': 'phone',
  'mdi-whatsapp': 'whatsapp',
  'mdi-email': 'email',
  'mdi-web': 'web',
  'mdi-youtube': 'youtube',
  'mdi-twitter': 'twitter',
  'mdi-facebook': 'facebook',
  'mdi-linkedin': 'linkedin',
  'mdi-instagram': 'instagram',
} as const satisfies Record<ContactIcon, string>;

import type { ALERT_ICONS } from '@carta/domain/blocks/alert';
import AccessTimeFilled from '@mui/icons-material/AccessTimeFilled';
import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Email from '@mui/icons-material/Email';
import Help from '@mui/icons-material/Help';
import Info from '@mui/icons-material/Info';
import Warning from '@mui/icons-material/Warning';
import type SvgIcon from '@mui/material/SvgIcon';

export type AlertIcon = (typeof ALERT_ICONS)[number];

type IconLook = {
  /** The MUI icon drawn like the guest app's mdi icon. */
  readonly Icon: typeof SvgIcon;
  readonly name: 'information' | 'alert' | 'help' | 'check' | 'email' | 'clock' | 'none';
};

/** Total over the schema's icons: a new one in domain does not compile until it has a look. */
export const alertIconLooks: { readonly [K in AlertIcon]: IconLook } = {
  'mdi-information': { Icon: Info, name: 'information' },
  'mdi-alert': { Icon: Warning, name: 'alert' },
  'mdi-help-circle': { Icon: Help, name: 'help' },
  'mdi-check-circle': { Icon: CheckCircle, name: 'check' },
  'mdi-email': { Icon: Email, name: 'email' },
  'mdi-clock': { Icon: AccessTimeFilled, name: 'clock' },
  '': { Icon: Block, name: 'none' },
};

export const isAlertIcon = (value: unknown): value is AlertIcon =>
  typeof value === 'string' && Object.hasOwn(alertIconLooks, value);

import { emailSchema, PHONE_MAX } from '@carta/domain/blocks/fields';
import { isEmbeddableUrl } from '@carta/domain/urls';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFieldValidity } from '../../widgets/FieldValidity/fieldValidity.ts';
import type { BlockEditorProps } from '../types.ts';

type ContactFieldsProps = Pick<BlockEditorProps<'site'>, 'data' | 'onChange'>;

/** 'www.hotel.com' is what staff type; guests' browsers need the scheme. */
export const withScheme = (web: string): string => {
  const trimmed = web.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('/'))
    return trimmed;
  return /^[^\s/]+\.[^\s/]+/.test(trimmed) ? `https://${trimmed}` : trimmed;
};

/** The site's phone, web and e-mail, each checked as the server will check it. */
export const ContactFields = ({ data, onChange }: ContactFieldsProps) => {
  const { t } = useTranslation();
  const web = data.SiteWeb;
  const email = data.SiteEmail;
  const webError = !isEmbeddableUrl(web);
  const emailError = !emailSchema.safeParse(email).success;
  const webRef = useFieldValidity<HTMLInputElement>(webError);
  const emailRef = useFieldValidity<HTMLInputElement>(emailError);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' },
        gap: 2,
      }}
    >
      <TextField
        label={t('blocks.site.phone')}
        value={data.SitePhone}
        size="small"
        type="tel"
        helperText=" "
        slotProps={{ htmlInput: { maxLength: PHONE_MAX } }}
        onChange={(event) => onChange({ SitePhone: event.target.value })}
      />
      <TextField
        label={t('blocks.site.web')}
        inputRef={webRef}
        value={web}
        size="small"
        type="url"
        placeholder="https://"
        error={webError}
        helperText={webError ? t('blocks.site.webError') : ' '}
        slotProps={{ formHelperText: { role: webError ? 'alert' : undefined } }}
        onChange={(event) => onChange({ SiteWeb: event.target.value })}
        onBlur={() => {
          const fixed = withScheme(web);
          if (fixed !== web) onChange({ SiteWeb: fixed });
        }}
      />
      <TextField
        label={t('blocks.site.email')}
        inputRef={emailRef}
        value={email}
        size="small"
        type="email"
        error={emailError}
        helperText={emailError ? t('blocks.site.emailError') : ' '}
        slotProps={{ formHelperText: { role: emailError ? 'alert' : undefined } }}
        onChange={(event) => onChange({ SiteEmail: event.target.value })}
      />
    </Box>
  );
};

import { urlSchema } from '@carta/domain/ids';
import { parseTranslatable } from '@carta/domain/translatable';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { toPickedId } from '../shared/namedCatalogue.ts';
import type { BlockEditorProps } from '../types.ts';
import { FormSelect } from './FormSelect.tsx';

type LinkFieldsProps = Pick<BlockEditorProps, 'content' | 'languages' | 'onChange'>;

/** §4: the 'link' checkbox, and the link's options only while it is checked. */
export const LinkFields = ({ content, languages, onChange }: LinkFieldsProps) => {
  const { t } = useTranslation();
  const linked = content.SiteLink === true;
  const linkUrl = parseTranslatable(content.SiteLinkURL);
  const badUrls = Object.entries(linkUrl)
    .filter(([, url]) => !urlSchema.safeParse(url).success)
    .map(([lang]) => lang.toUpperCase());
  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={
          <Checkbox checked={linked} onChange={(e) => onChange({ SiteLink: e.target.checked })} />
        }
        label={t('blocks.site.link')}
      />
      {linked && (
        <Stack spacing={1.5} sx={{ pl: { xs: 0, sm: 4 } }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={content.SiteLinkDialog === true}
                onChange={(e) => onChange({ SiteLinkDialog: e.target.checked })}
              />
            }
            label={t('blocks.site.linkDialog')}
          />
          <FormSelect
            value={toPickedId(content.SiteForm)}
            onChange={(SiteForm) => onChange({ SiteForm })}
          />
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('blocks.site.or')}
          </Typography>
          <div>
            <ConnectedTranslatableField
              label={t('blocks.site.linkUrl')}
              value={linkUrl}
              languages={languages}
              onChange={(SiteLinkURL) => onChange({ SiteLinkURL })}
            />
            {badUrls.length > 0 && (
              <FormHelperText error role="alert">
                {t('blocks.site.linkUrlError', { languages: badUrls.join(', ') })}
              </FormHelperText>
            )}
          </div>
          <ConnectedTranslatableField
            label={t('blocks.site.linkName')}
            value={parseTranslatable(content.SiteLinkName)}
            languages={languages}
            onChange={(SiteLinkName) => onChange({ SiteLinkName })}
          />
        </Stack>
      )}
    </Stack>
  );
};

import { parseTranslatable } from '@carta/domain/translatable';
import { isLinkUrl } from '@carta/domain/urls';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import type { BlockEditorProps } from '../types.ts';
import { FormSelect } from './FormSelect.tsx';

type LinkFieldsProps = Pick<BlockEditorProps<'site'>, 'data' | 'languages' | 'onChange'>;

/** behaviour.md#editing: the 'link' checkbox, and the link's options only while it is checked. */
export const LinkFields = ({ data, languages, onChange }: LinkFieldsProps) => {
  const { t } = useTranslation();
  const linked = data.SiteLink;
  // Older rows store these two as JSON strings (behaviour.md#data), and blockDataOf does not parse them: kept for
  // the test 'reads a link URL and name stored as JSON strings'.
  const linkUrl = parseTranslatable(data.SiteLinkURL);
  const linkName = parseTranslatable(data.SiteLinkName);
  const badUrls = Object.entries(linkUrl)
    .filter(([, url]) => !isLinkUrl(url))
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
                checked={data.SiteLinkDialog}
                onChange={(e) => onChange({ SiteLinkDialog: e.target.checked })}
              />
            }
            label={t('blocks.site.linkDialog')}
          />
          <FormSelect value={data.SiteForm} onChange={(SiteForm) => onChange({ SiteForm })} />
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
            value={linkName}
            languages={languages}
            onChange={(SiteLinkName) => onChange({ SiteLinkName })}
          />
        </Stack>
      )}
    </Stack>
  );
};

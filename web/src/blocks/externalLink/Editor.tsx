import { translatedValue } from '@carta/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import { languageName } from '../../widgets/TranslatableField/languages.ts';
import { GuestNeeded } from '../shared/GuestNeeded.tsx';
import type { BlockEditorProps } from '../types.ts';
import { useCheckedLinks } from './useCheckedLinks.ts';

/** External link (32): a name and one address per language, optionally opened in a new tab. */
export const Editor = memo(function ExternalLinkEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'externalLink'>) {
  const { t, i18n } = useTranslation();
  const contentLanguage = useContentLanguage(languages);
  const name = data.LinkExternalName;
  const links = useCheckedLinks(data.LinkExternal, (LinkExternal) => onChange({ LinkExternal }));
  if (collapsed) {
    const summary =
      translatedValue(name, contentLanguage) || translatedValue(links.value, contentLanguage);
    return (
      <Typography variant="body2" noWrap>
        {summary || t('blocks.externalLink.noName')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <ConnectedTranslatableField
        label={t('blocks.externalLink.name')}
        value={name}
        languages={languages}
        onChange={(LinkExternalName) => onChange({ LinkExternalName })}
      />
      <div>
        <GuestNeeded block="externalLink" data={data} field="LinkExternal">
          <ConnectedTranslatableField
            label={t('blocks.externalLink.url')}
            required
            value={links.value}
            languages={languages}
            onChange={links.edit}
          />
        </GuestNeeded>
        {links.invalid.length > 0 ? (
          <FormHelperText error role="alert">
            {t('blocks.externalLink.invalidUrl', {
              languages: links.invalid.map((code) => languageName(code, i18n.language)).join(', '),
            })}
          </FormHelperText>
        ) : (
          <FormHelperText>{t('blocks.externalLink.urlHelp')}</FormHelperText>
        )}
      </div>
      <FormControlLabel
        control={
          <Checkbox
            checked={data.LinkExternalNewTab}
            onChange={(event) => onChange({ LinkExternalNewTab: event.target.checked })}
          />
        }
        label={t('blocks.externalLink.newTab')}
      />
    </Stack>
  );
});

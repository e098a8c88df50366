import { domainSchema } from '@carta/domain/domain-name';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFieldValidity } from '../../../widgets/FieldValidity/fieldValidity.ts';
import { useMenuField } from './useMenuField.ts';

/** behaviour.md#menu-editor 'web app as content', with its link switch and domain while it is on. */
export const WebAppFields = ({ details }: { readonly details: boolean }) => {
  const { t } = useTranslation();
  const [asContent, setAsContent] = useMenuField('WebAppAsContent');
  const [asLink, setAsLink] = useMenuField('WebAppAsLink');
  const [domain, setDomain] = useMenuField('WebAppAsContentDomain');
  // The server refuses a domain it could not link to (`javascript:…`): Save refuses it first.
  const invalid =
    details && typeof domain === 'string' && !domainSchema.safeParse(domain.trim()).success;
  const inputRef = useFieldValidity<HTMLInputElement>(invalid, { field: 'WebAppAsContentDomain' });
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch checked={asContent === true} onChange={(e) => setAsContent(e.target.checked)} />
        }
        label={t('menus.fields.webAppAsContent')}
      />
      {details && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pl: { sm: 6 } }}>
          <FormControlLabel
            control={
              <Switch checked={asLink === true} onChange={(e) => setAsLink(e.target.checked)} />
            }
            label={t('menus.fields.webAppAsLink')}
          />
          <TextField
            label={t('menus.fields.webAppDomain')}
            value={domain ?? ''}
            onChange={(e) => setDomain(e.target.value.trim() === '' ? null : e.target.value)}
            inputRef={inputRef}
            error={invalid}
            slotProps={{ htmlInput: { maxLength: 253, inputMode: 'url' } }}
            helperText={
              invalid ? t('menus.fields.webAppDomainInvalid') : t('menus.fields.webAppDomainHelp')
            }
            sx={{ flex: 1 }}
          />
        </Stack>
      )}
    </Stack>
  );
};

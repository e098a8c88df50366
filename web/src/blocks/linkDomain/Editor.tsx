import { domainSchema } from '@carta/domain/blocks/linkDomain';
import { translatedValue } from '@carta/domain/translatable';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectedTranslatableField } from '../../widgets/TranslatableField/ConnectedTranslatableField.tsx';
import { useContentLanguage } from '../../widgets/TranslatableField/contentLanguage.tsx';
import { type ParsedText, useParsedDraftText } from '../shared/useDraftText.ts';
import type { BlockEditorProps } from '../types.ts';

const parseDomain = (text: string): ParsedText<string> => {
  const trimmed = text.trim();
  return domainSchema.safeParse(trimmed).success ? { ok: true, value: trimmed } : { ok: false };
};
const same = (value: string) => value;

/** Link domain (28): a named link to another domain of the venue. */
export const Editor = memo(function LinkDomainEditor({
  data,
  languages,
  onChange,
  collapsed,
}: BlockEditorProps<'linkDomain'>) {
  const { t } = useTranslation();
  const contentLanguage = useContentLanguage(languages);
  const name = data.LinkDomainName;
  const domain = data.LinkDomain;
  const field = useParsedDraftText(domain, same, parseDomain, (LinkDomain) =>
    onChange({ LinkDomain }),
  );

  if (collapsed) {
    const title = translatedValue(name, contentLanguage);
    return (
      <Typography variant="body2" color="text.secondary" noWrap>
        {[title, domain].filter(Boolean).join(' · ') || t('blocks.linkDomain.empty')}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <ConnectedTranslatableField
        label={t('blocks.linkDomain.name')}
        value={name}
        languages={languages}
        onChange={(LinkDomainName) => onChange({ LinkDomainName })}
      />
      <TextField
        size="small"
        label={t('blocks.linkDomain.domain')}
        placeholder="hotel.example.com"
        inputRef={field.inputRef}
        value={field.text}
        onChange={(event) => field.onText(event.target.value)}
        error={field.invalid}
        helperText={field.invalid ? t('blocks.linkDomain.invalid') : t('blocks.linkDomain.hint')}
        slotProps={{ htmlInput: { maxLength: 2048, inputMode: 'url', spellCheck: false } }}
      />
    </Stack>
  );
});

import { EMAIL_MAX, PHONE_MAX } from '@carta/domain/blocks/fields';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { BlockEditorProps } from '../types.ts';
import { CheckedTextField } from './CheckedTextField.tsx';
import { checkEmail, checkWeb } from './fields.ts';
import { Section } from './Section.tsx';

const same = (value: string) => value;

type SectionFieldsProps = Pick<BlockEditorProps<'brochure'>, 'data' | 'onChange'>;

/** Contact: phone, fax, e-mail and web. */
export const ContactSection = ({ data, onChange }: SectionFieldsProps) => {
  const { t } = useTranslation();
  return (
    <Section
      title={t('blocks.brochure.contact')}
      shown={data.BrochureWithContact}
      onShownChange={(BrochureWithContact) => onChange({ BrochureWithContact })}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          fullWidth
          type="tel"
          label={t('blocks.brochure.phone')}
          value={data.BrochurePhone}
          onChange={(event) => onChange({ BrochurePhone: event.target.value })}
          slotProps={{ htmlInput: { maxLength: PHONE_MAX } }}
        />
        <TextField
          size="small"
          fullWidth
          type="tel"
          label={t('blocks.brochure.fax')}
          value={data.BrochureFax}
          onChange={(event) => onChange({ BrochureFax: event.target.value })}
          slotProps={{ htmlInput: { maxLength: PHONE_MAX } }}
        />
      </Stack>
      <CheckedTextField
        label={t('blocks.brochure.email')}
        value={data.BrochureEmail}
        format={same}
        check={checkEmail}
        onValue={(BrochureEmail) => onChange({ BrochureEmail })}
        inputMode="email"
        maxLength={EMAIL_MAX}
      />
      <CheckedTextField
        label={t('blocks.brochure.web')}
        value={data.BrochureWeb}
        format={same}
        check={checkWeb}
        onValue={(BrochureWeb) => onChange({ BrochureWeb })}
        inputMode="url"
        maxLength={2000}
      />
    </Section>
  );
};

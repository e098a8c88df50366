import { formCio } from '@carta/domain/blocks/formCio';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formsCioQuery } from '../../api/catalogues.ts';
import { useSession } from '../../app/session.tsx';
import { CatalogueSelect, statusOf } from '../../widgets/CatalogueSelect/CatalogueSelect.tsx';
import { namedOptions, nameIn, toPickedId } from '../shared/namedCatalogue.ts';
import type { BlockEditorProps, ContentPatch } from '../types.ts';

/**
 * Form (formCio, 54): one of the enterprise's forms. §2.7 shows only the select; FormIcon is not
 * edited here, but a row without a valid one gets the schema's default with the first choice, so
 * that the block the editor reports is always one the server accepts.
 */
export const Editor = memo(function FormCioEditor({
  content,
  onChange,
  collapsed,
}: BlockEditorProps) {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  // Collapsed, the summary names the form from a list already read, without asking for it.
  const forms = useQuery({ ...formsCioQuery(enterprise.ID), enabled: !collapsed });
  const formId = toPickedId(content.FormCioFieldsConfig);

  if (collapsed) {
    const name = formId === null ? undefined : nameIn(forms.data, formId);
    return (
      <Typography variant="body2" noWrap color={formId === null ? 'text.secondary' : undefined}>
        {formId === null
          ? t('blocks.formCio.noneChosen')
          : (name ?? t('blocks.formCio.formNumber', { id: formId }))}
      </Typography>
    );
  }

  const choose = (value: unknown) => {
    const FormCioFieldsConfig = toPickedId(value);
    if (FormCioFieldsConfig === formId) return;
    const patch: ContentPatch = formCio.schema.shape.FormIcon.safeParse(content.FormIcon).success
      ? { FormCioFieldsConfig }
      : { FormCioFieldsConfig, FormIcon: formCio.defaults({ languages: [] }).FormIcon };
    onChange(patch);
  };

  const options = namedOptions(forms.data);
  const status = statusOf(forms);
  return (
    <CatalogueSelect
      label={t('blocks.formCio.form')}
      options={options}
      value={formId}
      status={status}
      onRetry={() => void forms.refetch()}
      helperText={
        status === 'ready' && options.length === 0 ? t('blocks.formCio.noForms') : undefined
      }
      onChange={choose}
    />
  );
});

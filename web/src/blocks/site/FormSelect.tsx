import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formsCioQuery } from '../../api/catalogues.ts';
import { useSession } from '../../app/session.tsx';
import { CatalogueSelect, statusOf } from '../../widgets/CatalogueSelect/CatalogueSelect.tsx';
import { namedOptions, toPickedId } from '../shared/namedCatalogue.ts';

type FormSelectProps = {
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
};

/**
 * The enterprise's forms the site's link can open, with a first 'none' choice. It is drawn only
 * while the link is on, so a site without a link never asks for the list. A stored form missing
 * from the list stays shown as such: opening the editor never changes the link by itself.
 */
export const FormSelect = ({ value, onChange }: FormSelectProps) => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const forms = useQuery(formsCioQuery(enterprise.ID));
  const options = namedOptions(forms.data);
  const status = statusOf(forms);
  return (
    <CatalogueSelect
      label={t('blocks.site.form')}
      options={options}
      value={value}
      status={status}
      onRetry={() => void forms.refetch()}
      noneLabel={t('blocks.site.noForm')}
      helperText={status === 'ready' && options.length === 0 ? t('blocks.site.noForms') : ' '}
      onChange={(next) => {
        const SiteForm = toPickedId(next);
        if (SiteForm !== value) onChange(SiteForm);
      }}
    />
  );
};

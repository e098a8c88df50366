import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CatalogueSelect,
  type CatalogueSelectProps,
  type CatalogueValue,
} from './CatalogueSelect.tsx';

const g = 'widgets.CatalogueSelect.gallery';

/** One demo: the select and what it reported last. */
const Demo = ({
  title,
  initial,
  ...props
}: { title: string; initial: CatalogueValue | null } & Omit<
  CatalogueSelectProps,
  'value' | 'onChange'
>) => {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  return (
    <Stack component="section" aria-label={title} spacing={1} sx={{ maxWidth: 420 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <CatalogueSelect {...props} value={value} onChange={setValue} />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t(`${g}.chosen`, { value: value === null ? '—' : String(value) })}
      </Typography>
    </Stack>
  );
};

export const Gallery = () => {
  const { t } = useTranslation();
  const [retried, setRetried] = useState(false);
  const maps = [
    { value: 1, label: t(`${g}.mapA`) },
    { value: 2, label: t(`${g}.mapB`) },
  ];
  return (
    <Stack spacing={3}>
      <Demo title={t(`${g}.ready`)} label={t(`${g}.map`)} options={maps} initial={null} />
      <Demo
        title={t(`${g}.all`)}
        label={t(`${g}.map`)}
        options={maps}
        noneLabel={t(`${g}.allOption`)}
        initial={null}
      />
      <Demo
        title={t(`${g}.loading`)}
        label={t(`${g}.form`)}
        options={[]}
        status="loading"
        initial={null}
      />
      <Stack spacing={1}>
        <Demo
          title={t(`${g}.error`)}
          label={t(`${g}.form`)}
          options={[]}
          status="error"
          onRetry={() => setRetried(true)}
          initial={3}
        />
        {retried && <Typography variant="body2">{t(`${g}.retried`)}</Typography>}
      </Stack>
      <Demo title={t(`${g}.missing`)} label={t(`${g}.map`)} options={maps} initial={9} />
    </Stack>
  );
};

import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { fetchEnterprises } from '../admin/api.ts';
import { downloadSales } from './api.ts';
import { ChartsSection } from './ChartsSection.tsx';
import { formatDay } from './format.ts';
import { RangeBar } from './RangeBar.tsx';
import { comparedRange, type DayRange, type Preset, presetRange } from './range.ts';
import { Tiles } from './Tiles.tsx';
import { useSalesReports } from './useSalesReports.ts';

/** On paper: no navigation or buttons, every chart with its table, nothing cut across pages. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .MuiDrawer-root, .report-no-print': { display: 'none !important' },
        '.report-table': {
          position: 'static !important',
          clip: 'auto !important',
          width: 'auto !important',
          height: 'auto !important',
          margin: '0 !important',
          overflow: 'visible !important',
          whiteSpace: 'normal !important',
        },
        '.report-panel': { breakInside: 'avoid', boxShadow: 'none' },
        main: { margin: '0 !important', padding: '0 !important', width: '100% !important' },
      },
    }}
  />
);

/** Pedidos › Informes: the venue's sales at a glance, with charts, comparison and exports. */
export const ReportsScreen = () => {
  const { t, i18n } = useTranslation();
  const { user, enterprise } = useSession();
  const [ws, setWs] = useState(user.EnterpriseID);
  const timeZone = enterprise.TimeZone ?? 'Europe/Madrid';
  const [preset, setPreset] = useState<Preset>('last7');
  const [range, setRange] = useState<DayRange>(() => presetRange('last7', new Date(), timeZone));
  const [downloadFailed, setDownloadFailed] = useState(false);
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const reports = useSalesReports(ws, range, lang);
  const venues = useQuery({
    queryKey: ['reports', 'venues'],
    queryFn: ({ signal }) => fetchEnterprises(signal),
    enabled: user.isAdmin,
  });

  const choosePreset = (next: Preset) => {
    setPreset(next);
    if (next !== 'custom') setRange(presetRange(next, new Date(), timeZone));
  };
  const download = (format: 'csv' | 'xlsx') => {
    setDownloadFailed(false);
    const group = reports.hourly ? 'hour' : 'day';
    downloadSales({ ws, ...range, group, lang }, format).catch(() => setDownloadFailed(true));
  };
  const before = comparedRange(range);
  const totals = reports.time?.Totals;

  return (
    <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1400 }}>
      {printStyles}
      <Box>
        <Typography variant="h4" component="h1">
          {t('reports.title')}
        </Typography>
        <Typography color="text.secondary">{t('reports.intro')}</Typography>
      </Box>
      {user.isAdmin && (venues.data?.data.length ?? 0) > 1 && (
        <TextField
          select
          size="small"
          label={t('reports.venue')}
          value={ws}
          onChange={(e) => setWs(e.target.value)}
          sx={{ maxWidth: 320 }}
          className="report-no-print"
        >
          {venues.data?.data.map((v) => (
            <MenuItem key={v.ID} value={String(v.ID)}>
              {v.Name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <RangeBar
        preset={preset}
        range={range}
        onPreset={choosePreset}
        onCustom={(next) => setRange(next)}
      />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        className="report-no-print"
      >
        <Button variant="outlined" startIcon={<Download />} onClick={() => download('csv')}>
          {t('reports.download.csv')}
        </Button>
        <Button variant="outlined" startIcon={<Download />} onClick={() => download('xlsx')}>
          {t('reports.download.xlsx')}
        </Button>
        <Button variant="text" startIcon={<Print />} onClick={() => window.print()}>
          {t('reports.download.print')}
        </Button>
      </Stack>
      {downloadFailed && <Alert severity="error">{t('reports.download.failed')}</Alert>}
      <Typography variant="subtitle1" component="p" aria-live="polite">
        {formatDay(range.from, i18n.language)} – {formatDay(range.to, i18n.language)}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          (
          {t('reports.comparedWith', {
            from: formatDay(before.from, i18n.language),
            to: formatDay(before.to, i18n.language),
          })}
          )
        </Typography>
      </Typography>
      <Box sx={{ minHeight: 4 }}>{reports.loading && <LinearProgress aria-hidden />}</Box>
      {reports.failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reports.retry}>
              {t('reports.retry')}
            </Button>
          }
        >
          {t('reports.loadFailed')}
        </Alert>
      )}
      {totals && <Tiles now={totals} before={reports.before?.Totals} />}
      {totals && <ChartsSection data={reports} currency={totals.Currency} />}
    </Stack>
  );
};

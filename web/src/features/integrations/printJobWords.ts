import type { TFunction } from 'i18next';
import type { PrintJob } from './api.ts';

/** A job's state as a chip colour: sent green, retrying amber, failed red. */
export const JOB_COLOURS = {
  pending: 'default',
  retrying: 'warning',
  sent: 'success',
  failed: 'error',
} as const;

/** What a job printed, in words: a test page, a guest's call, a receipt, or an order's ticket. */
export const jobWhat = (t: TFunction, job: Pick<PrintJob, 'Kind' | 'OrderID'>): string => {
  if (job.Kind === 'test') return t('integrations.printers.testPage');
  if (job.Kind === 'service_request') return t('integrations.printers.serviceRequest');
  if (job.Kind === 'receipt') return t('integrations.printers.receipt', { id: job.OrderID });
  return t('integrations.printers.order', { id: job.OrderID });
};

/**
 * A list row whose button wraps under its text on a phone, rather than sitting over it as MUI's
 * secondary action does.
 */
export const ITEM_SX = {
  flexWrap: 'wrap',
  columnGap: 1,
  '& .MuiListItemText-root': { minWidth: 200 },
} as const;

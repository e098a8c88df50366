import { request, segment } from '../../api/client.ts';

export const WEBHOOK_EVENTS = [
  'order.created',
  'order.items_added',
  'order.confirmed',
  'order.accepted',
  'order.served',
  'order.finalized',
  'order.cancelled',
  'payment.succeeded',
  'payment.refunded',
  'order.room_charged',
] as const;
export const PRINTER_EVENTS = [
  'order.confirmed',
  'order.accepted',
  'service_request',
  'receipt',
] as const;

export type Webhook = {
  readonly ID: number;
  readonly URL: string;
  readonly Events: string[];
  readonly Active: boolean;
  readonly AllowPrivateNetwork: boolean;
  readonly State: 'ok' | 'failing';
  readonly FailingSince: string | null;
};
export type WebhookInput = Pick<Webhook, 'URL' | 'Events' | 'Active' | 'AllowPrivateNetwork'>;

export type Delivery = {
  readonly ID: number;
  readonly OrderID: number;
  readonly Type: string;
  readonly Status: 'pending' | 'delivered' | 'failed';
  readonly Attempts: number;
  readonly LastAttemptAt: string | null;
  readonly LastStatusCode: number | null;
  readonly LastDurationMs: number | null;
  readonly LastError: string | null;
};

export type Printer = {
  readonly ID: number;
  readonly Name: string;
  readonly Host: string;
  readonly Port: number;
  readonly Width: 58 | 80;
  readonly CodePage: string;
  readonly Stations: number[];
  readonly Events: string[];
  readonly Active: boolean;
  readonly State: 'ok' | 'down';
  readonly LastError: string | null;
};
export type PrinterInput = Omit<Printer, 'ID' | 'State' | 'LastError'>;

export type PrintJob = {
  readonly ID: number;
  readonly PrinterID: number;
  readonly OrderID: number | null;
  readonly Kind: string;
  readonly Copy: boolean;
  readonly State: 'pending' | 'retrying' | 'sent' | 'failed';
  readonly Attempts: number;
  readonly LastError: string | null;
  readonly CreatedAt: string;
};

const base = (ws: string) => `/private/integrations/${segment(ws)}`;
type List<T> = { data: T[]; total: number };

export const integrationKeys = {
  webhooks: (ws: string) => ['integrations', ws, 'webhooks'] as const,
  deliveries: (ws: string, id: number) => ['integrations', ws, 'deliveries', id] as const,
  printers: (ws: string) => ['integrations', ws, 'printers'] as const,
  jobs: (ws: string) => ['integrations', ws, 'print-jobs'] as const,
  orderJobs: (ws: string, orderId: number) =>
    ['integrations', ws, 'print-jobs', 'order', orderId] as const,
};

export const fetchWebhooks = (ws: string, signal?: AbortSignal) =>
  request<List<Webhook>>(`${base(ws)}/webhooks`, { signal }).then((r) => r.data);
export const createWebhook = (ws: string, body: WebhookInput) =>
  request<{ data: Webhook & { Secret: string } }>(`${base(ws)}/webhooks`, {
    method: 'POST',
    body,
  }).then((r) => r.data);
export const saveWebhook = (ws: string, id: number, body: WebhookInput) =>
  request<{ data: Webhook }>(`${base(ws)}/webhooks/${segment(id)}`, { method: 'PUT', body });
export const deleteWebhook = (ws: string, id: number) =>
  request(`${base(ws)}/webhooks/${segment(id)}`, { method: 'DELETE' });
export const fetchDeliveries = (ws: string, id: number, signal?: AbortSignal) =>
  request<List<Delivery>>(`${base(ws)}/webhooks/${segment(id)}/deliveries?size=20`, {
    signal,
  }).then((r) => r.data);
export const resendDelivery = (ws: string, id: number, delivery: number) =>
  request(`${base(ws)}/webhooks/${segment(id)}/deliveries/${segment(delivery)}/resend`, {
    method: 'POST',
  });

export const fetchPrinters = (ws: string, signal?: AbortSignal) =>
  request<List<Printer>>(`${base(ws)}/printers`, { signal }).then((r) => r.data);
export const createPrinter = (ws: string, body: PrinterInput) =>
  request<{ data: Printer }>(`${base(ws)}/printers`, { method: 'POST', body });
export const savePrinter = (ws: string, id: number, body: PrinterInput) =>
  request<{ data: Printer }>(`${base(ws)}/printers/${segment(id)}`, { method: 'PUT', body });
export const deletePrinter = (ws: string, id: number) =>
  request(`${base(ws)}/printers/${segment(id)}`, { method: 'DELETE' });
export const testPrinter = (ws: string, id: number) =>
  request(`${base(ws)}/printers/${segment(id)}/test`, { method: 'POST' });
export const fetchPrintJobs = (ws: string, signal?: AbortSignal) =>
  request<List<PrintJob>>(`${base(ws)}/print-jobs?size=20`, { signal }).then((r) => r.data);
/** One order's print jobs (kitchen tickets, receipts, copies), newest first. */
export const fetchOrderPrintJobs = (ws: string, orderId: number, signal?: AbortSignal) =>
  request<List<PrintJob>>(`${base(ws)}/print-jobs?order=${segment(orderId)}&size=50`, {
    signal,
  }).then((r) => r.data);
export const reprintJob = (ws: string, id: number) =>
  request(`${base(ws)}/print-jobs/${segment(id)}/reprint`, { method: 'POST' });

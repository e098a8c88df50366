import type { FastifyRequest } from 'fastify';
import type nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import { onFirstUse } from '../on-first-use.ts';

/** The one-time link a new or reset user receives (behaviour.md#administration). */
export type SetupMail = {
  readonly to: string;
  readonly name: string;
  readonly url: string;
  readonly expiresAt: string;
  /** 'welcome' for a new user, 'reset' when an administrator cleared the password. */
  readonly kind: 'welcome' | 'reset';
};

/** Sent once the SMTP server took the message; otherwise why not (no SMTP_URL, or the failure). */
export type MailResult =
  | { readonly sent: true }
  | { readonly sent: false; readonly reason: string };

/** A payment's receipt to the guest's address: its text and its PDF attached. */
export type ReceiptMail = {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly pdf: Uint8Array;
  readonly filename: string;
};

export type Mailer = {
  readonly sendSetupLink: (mail: SetupMail) => Promise<MailResult>;
  readonly sendReceipt: (mail: ReceiptMail) => Promise<MailResult>;
};

/** The venue's language is not known here: the message says it in Spanish, then in English. */
const setupText = ({ name, url, expiresAt, kind }: SetupMail) => {
  const until = new Date(expiresAt).toISOString().replace('T', ' ').slice(0, 16);
  const es =
    kind === 'welcome'
      ? `Hola, ${name}:\n\nSe le ha dado acceso a Carta. Elija su contraseña con este enlace (válido hasta ${until} UTC, un solo uso):\n${url}`
      : `Hola, ${name}:\n\nSu contraseña de Carta se ha restablecido. Elija una nueva con este enlace (válido hasta ${until} UTC, un solo uso):\n${url}`;
  const en =
    kind === 'welcome'
      ? `Hello ${name},\n\nYou have been given access to Carta. Choose your password with this link (valid until ${until} UTC, once):\n${url}`
      : `Hello ${name},\n\nYour Carta password was reset. Choose a new one with this link (valid until ${until} UTC, once):\n${url}`;
  return `${es}\n\n—\n\n${en}\n`;
};

/**
 * Mail through the SMTP server of `SMTP_URL`. A failure never fails the request that asked for the
 * mail: the administrator still sees the link and hands it over, as without SMTP.
 */
/** Loaded only when SMTP_URL is set. */
const mailer = onFirstUse<typeof nodemailer>('nodemailer');

export const createMailer = (config: Config['mail']): Mailer => {
  if (!config.smtpUrl) {
    const none = async () => ({ sent: false, reason: 'no SMTP_URL' }) as const;
    return { sendSetupLink: none, sendReceipt: none };
  }
  // Short timeouts: an administrator waits for the answer that shows the link.
  const url = new URL(config.smtpUrl);
  const transport = mailer().createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10000,
  });
  const send = async (message: Parameters<typeof transport.sendMail>[0]): Promise<MailResult> => {
    try {
      await transport.sendMail({ from: config.from, ...message });
      return { sent: true };
    } catch (error) {
      return { sent: false, reason: error instanceof Error ? error.message : String(error) };
    }
  };
  return {
    sendSetupLink: (mail) =>
      send({
        to: mail.to,
        subject:
          mail.kind === 'welcome'
            ? 'Carta: elija su contraseña / choose your password'
            : 'Carta: nueva contraseña / new password',
        text: setupText(mail),
      }),
    sendReceipt: (mail) =>
      send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: [
          {
            filename: mail.filename,
            content: Buffer.from(mail.pdf),
            contentType: 'application/pdf',
          },
        ],
      }),
  };
};

/**
 * What the routes that hand out setup links use: mails the link when SMTP_URL is set and answers
 * whether it went; a failure is logged (the administrator still sees the link).
 */
export const setupLinkMailer = (config: Config['mail']) => {
  const mailer = createMailer(config);
  return async (request: FastifyRequest, mail: SetupMail): Promise<boolean> => {
    const result = await mailer.sendSetupLink(mail);
    if (!result.sent && config.smtpUrl)
      request.log.warn({ reason: result.reason }, 'setup link not mailed');
    return result.sent;
  };
};

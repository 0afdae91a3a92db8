// Outgoing e-mail. With SMTP_URL set, real mail through that server; without it, each message is
// written as an .eml file to DATA_DIR/mail/ and its link is logged, so a fresh clone can follow
// every e-mail flow with no mail server (docs/architecture.md §3).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { writeFileAtomic } from '../atomic-write';
import { ensurePrivateDir } from '../private-files';
import type { Config } from '../config';

interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The message's action link, logged when mail goes to the outbox (never with real SMTP). */
  link?: string;
}

export interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Mailer {
  /** Sends now; rejects when the transport fails. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without holding up the answer: the request's timing then does not depend on whether
   * an e-mail went out (no account enumeration), and a slow mail server does not slow the API.
   * Failures are logged; the user can ask again.
   */
  sendInBackground(message: MailMessage): void;
  /** Resolves when every background send has finished (shutdown, tests). */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const outboxDir = (dataDir: string) => path.join(dataDir, 'mail');

let outboxSequence = 0;

/**
 * A sortable, unique file name: newest last when sorted. No recipient in it: the name is logged,
 * and a log carries no personal data (the message's own To: header says who it is for).
 */
function outboxFileName() {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const sequence = String(++outboxSequence % 1_000_000).padStart(6, '0');
  return `${stamp}-${sequence}-${randomBytes(3).toString('hex')}.eml`;
}

/** Told of each message's fate (metrics). */
export type MailObserver = (result: 'sent' | 'failed') => void;

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: MailLog, observe?: MailObserver): Mailer {
  const smtp = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        // nodemailer waits minutes by default; a stuck server should fail fast and be logged.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  const stream = smtp ? undefined : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage) {
    try {
      await deliver(message);
    } catch (err) {
      observe?.('failed');
      throw err;
    }
    observe?.('sent');
  }

  async function deliver(message: MailMessage) {
    const mail = { from: config.mailFrom, to: message.to, subject: message.subject, html: message.html, text: message.text };
    if (smtp) {
      await smtp.sendMail(mail);
      log.info({ subject: message.subject }, 'mail sent');
      return;
    }
    const info = await stream!.sendMail(mail);
    const dir = outboxDir(config.dataDir);
    ensurePrivateDir(dir);
    const file = path.join(dir, outboxFileName());
    // Atomically, so a reader (or a crash) never leaves half a message.
    await writeFileAtomic(file, info.message as Buffer);
    log.info({ subject: message.subject, file, link: message.link }, 'mail written to the outbox (no SMTP_URL)');
  }

  return {
    send,
    sendInBackground(message) {
      const job = send(message)
        .catch((err: unknown) => log.error({ err, subject: message.subject }, 'mail could not be sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async drain() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

/** Decorates app.mailer; background sends finish before the app closes. */
export function registerMail(app: FastifyInstance) {
  const mailer = createMailer(app.config, app.log, (result) => app.metrics.mails.inc({ result }));
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.drain());
}

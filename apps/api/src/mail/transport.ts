import nodemailer from 'nodemailer';
import type { InlineImage } from '../db/schema';

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  images?: InlineImage[] | null;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer. The Message-ID is derived from the outbox id, so a receiver can drop a repeat. */
export function createSmtpTransport(smtpUrl: string, from: string, publicUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  const host = new URL(publicUrl).hostname;
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: (mail.images ?? []).map((image) => ({
          filename: image.filename,
          content: Buffer.from(image.contentBase64, 'base64'),
          contentType: image.contentType,
          cid: image.cid,
        })),
        messageId: `<${mail.id}@${host}>`,
      });
    },
    close: () => transporter.close(),
  };
}

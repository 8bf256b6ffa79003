/** One email, already rendered. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to the plain text, when the message has one. */
  html?: string;
  replyTo?: string;
  /** Stable per logical message, so a mail client can recognise a repeat. */
  messageId: string;
  /** Written into the .eml file's name; a short label such as "contact" or "verify-email". */
  kind: string;
  /** Links the reader is meant to follow; the embedded file mailer logs them. */
  links?: string[];
  /** Files sent with the message, such as an invoice's PDF. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The mail transport: SMTP in production, .eml files in the embedded default. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

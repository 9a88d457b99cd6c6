/** An e-mail or SMS as the services hand it to a sender. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  /** The HTML part of an e-mail (the text part is its alternative); SMS ignore it. */
  html?: string;
  /**
   * The only way this message reaches its reader (a code texted to a phone-only account): a sender
   * that would let a failure pass on this channel (best effort) reports it instead.
   */
  essential?: boolean;
}

/** Delivers e-mail and SMS. Production: SMTP (and an SMS provider); all-in-one: the dev mailbox. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

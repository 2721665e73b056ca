// What a mail is: the one shape the mailer, its queue, its footer and every mail's writer share.
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

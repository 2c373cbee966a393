// The mails the stack's API sent to sales, as its mail catcher (maildev, started by scripts/stack.mjs) received them.
import { stack } from './stack';

export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  to: { address: string; name: string }[];
}

/** Every mail the catcher holds (maildev's REST API, GET /api/email). */
export async function caughtMails(): Promise<CaughtMail[]> {
  const response = await fetch(`${stack.urls.mailbox}/api/email`);
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

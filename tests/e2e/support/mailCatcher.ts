// The mails the stack's API sent to sales, as its mail catcher (maildev, started by scripts/stack.mjs) received them.
import { sentBy, type CaughtMail } from '../../../api/src/testing/mailCatcher';
import { stack } from './stack';

export type { CaughtMail };

async function read(path: string): Promise<Response> {
  const response = await fetch(`${stack.urls.mailbox}${path}`);
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status} for ${path}`);
  return response;
}

/** Every mail the catcher holds (maildev's REST API, GET /api/email). */
export const caughtMails = async (): Promise<CaughtMail[]> => (await (await read('/api/email')).json()) as CaughtMail[];

/** The mails about a message from `sender`. */
export const mailsFrom = async (sender: string): Promise<CaughtMail[]> => sentBy(await caughtMails(), sender);

/** A mail as it was sent (headers and MIME parts): maildev's JSON leaves out Reply-To. */
export const mailSource = async (mail: CaughtMail): Promise<string> => (await read(`/api/email/${mail.id}/source`)).text();

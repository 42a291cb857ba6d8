import { z } from 'zod';
import { UnixSeconds } from './time';

/** A mail of the development capture mailbox (GET /dev/mailbox.json, newest first). */
export const Mail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: UnixSeconds,
});
export type Mail = z.infer<typeof Mail>;
export const MailList = z.array(Mail);

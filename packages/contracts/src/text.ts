import { z } from 'zod';

/** Text the API stores: PostgreSQL's text and jsonb cannot hold U+0000, so a string with it is
 * an invalid value here rather than a failed query. */
export const storedText = () =>
  z.string().refine((value) => !value.includes('\u0000'), { error: 'request.invalidValue' });

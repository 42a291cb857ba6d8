import { z } from 'zod';
import { v1Answer } from './envelope';
import { User } from './user';

const email = z.string().trim().toLowerCase().min(1).max(320);
const password = z.string().min(1).max(128);

export const LoginBody = z.strictObject({ email, password });

/** {success, data: {token, user}, errors} of every sign-in and sign-up. */
export const AuthAnswer = v1Answer(z.object({ token: z.string(), user: User }));
export type AuthAnswer = z.infer<typeof AuthAnswer>;

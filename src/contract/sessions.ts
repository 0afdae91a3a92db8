// Sign-in, renewal and sign-out bodies (spec §7 Auth).
import { z } from 'zod';
import { tokenPairSchema, userSchema } from './users';
import { emailSchema, signInPasswordSchema } from './validation';

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: signInPasswordSchema,
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const signInResponseSchema = z.object({
  token: tokenPairSchema,
  user: userSchema,
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(200) });
export const refreshResponseSchema = z.object({ token: tokenPairSchema });

export const signOutRequestSchema = z.object({ refreshToken: z.string().min(1).max(200).optional() }).optional();

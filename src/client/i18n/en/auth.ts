// English: sign-in, sign-up, e-mail verification, password recovery, invitations and Google sign-in.
import { registerEnglish } from '../english';

export const authMessages = {
} as const;

registerEnglish(authMessages);

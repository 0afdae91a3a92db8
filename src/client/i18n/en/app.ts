// English: screens of the app frame: not found, unexpected error, guards, the update prompt, loading.
import { registerEnglish } from '../english';

export const appMessages = {
} as const;

registerEnglish(appMessages);

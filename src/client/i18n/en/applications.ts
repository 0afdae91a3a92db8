// English: the applications list and details, and the blueprints screens.
import { registerEnglish } from '../english';

export const applicationMessages = {
} as const;

registerEnglish(applicationMessages);

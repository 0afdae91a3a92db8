// English: My Checklist.
import { registerEnglish } from '../english';

export const checklistMessages = {
} as const;

registerEnglish(checklistMessages);

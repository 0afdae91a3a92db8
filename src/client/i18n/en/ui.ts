// English: the shared controls of src/client/ui — pagination, load states, dialogs, fields.
import { registerEnglish } from '../english';

export const uiMessages = {
} as const;

registerEnglish(uiMessages);

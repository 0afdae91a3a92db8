// English: the offline sync status, its panel and Needs attention.
import { registerEnglish } from '../english';

export const syncMessages = {
} as const;

registerEnglish(syncMessages);

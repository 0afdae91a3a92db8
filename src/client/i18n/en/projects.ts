// English: Hands-On Projects: projects, kit orders, checkouts, returns and the inventory count.
import { registerEnglish } from '../english';

export const projectMessages = {
} as const;

registerEnglish(projectMessages);

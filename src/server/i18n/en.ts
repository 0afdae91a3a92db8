// English: the texts the server writes itself, one message id per text, so each language's
// catalogue (src/contract/i18n/) words them too. The contract's own texts (validation, errors) have
// their ids in src/contract/contract-texts.ts; the client's screens in src/client/i18n/en/.
import { documentMessages } from './en/documents';
import { mailMessages } from './en/mail';

export const serverMessages = { ...mailMessages, ...documentMessages } as const;

export type ServerMessageId = keyof typeof serverMessages;

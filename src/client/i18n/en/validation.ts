// English: the contract's texts (src/contract/i18n/contract-texts.ts), registered as messages so a
// translation can word them too. It loads with any language but English (locale-store.ts): in
// English each contract text is already its own wording.
import { contractTexts } from '@contract/contract-texts';
import { registerEnglish } from '../english';
import { registerContractMessages } from '../translate-message';

export const validationMessages = contractTexts;

registerEnglish(validationMessages);
registerContractMessages(validationMessages);

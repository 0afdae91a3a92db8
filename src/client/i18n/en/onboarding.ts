// English: the onboarding questionnaire and application wizard.
import { registerEnglish } from '../english';

export const onboardingMessages = {
} as const;

registerEnglish(onboardingMessages);

// The onboarding wizard's own endpoint (src/contract/endpoint.ts): saving its progress.
import { endpoint } from './endpoint';
import { saveOnboardingRequestSchema, saveOnboardingResponseSchema } from './onboarding';
import { routes } from './routes';

export const onboardingEndpoints = {
  saveOnboarding: endpoint(routes.saveOnboarding, { access: 'signed-in', body: saveOnboardingRequestSchema, response: saveOnboardingResponseSchema }),
};

// The wizard's progress on this device (spec §3 "Onboarding progress", key storage::1::onboarding):
// written before every save to the server, so a reload or a lost connection resumes where the user
// was; sign-out clears it (lib/session-store.ts). `pending` marks answers the server has not got yet.
import { z } from 'zod';
import { onboardingDraftSchema, type OnboardingDraft } from '@contract/onboarding';
import { parseStored, readRaw, removeStored, storageNames, writeStored } from '@client/lib/storage';

const localProgressSchema = z.object({
  /** Whose answers these are: another account signing in on this device starts afresh. */
  userId: z.string(),
  step: z.number().int().min(0).max(6),
  /** The furthest step reached, so the step indicator can jump back and forth. */
  reached: z.number().int().min(0).max(6),
  data: onboardingDraftSchema,
  /** When this device last changed the answers (ISO instant). */
  changedAt: z.string(),
  pending: z.boolean(),
});
export type LocalProgress = z.infer<typeof localProgressSchema>;

export function readLocalProgress(userId: string): LocalProgress | null {
  const stored = parseStored(readRaw(storageNames.onboarding), localProgressSchema);
  return stored?.userId === userId ? stored : null;
}

export function writeLocalProgress(progress: LocalProgress): void {
  writeStored(storageNames.onboarding, progress);
}

export function clearLocalProgress(): void {
  removeStored(storageNames.onboarding);
}

/**
 * Where to resume: answers this device has not sent yet win if they are newer than the server's
 * (the user went on offline); otherwise the server's, which may come from another device.
 */
export function chooseStart(
  local: LocalProgress | null,
  server: { step: number; data: OnboardingDraft; savedAt: string | null },
): { step: number; reached: number; data: OnboardingDraft; pending: boolean } {
  const serverStep = Math.min(server.step, 6);
  if (local?.pending && (!server.savedAt || local.changedAt > server.savedAt)) {
    return { step: local.step, reached: Math.max(local.reached, local.step), data: local.data, pending: true };
  }
  const reached = Math.max(serverStep, local && local.step === serverStep ? local.reached : serverStep);
  return { step: serverStep, reached, data: server.data, pending: false };
}

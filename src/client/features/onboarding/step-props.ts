// What every wizard step receives from the page: its saved answers, the server's errors for it,
// and the moves. Values are the step's form values, checked against the contract's rules on Next.
import type { OnboardingDraft, WizardStepKey } from '@contract/onboarding';
import type { FieldErrorMap } from './use-wizard';

export interface StepProps<K extends WizardStepKey> {
  /** This step's answers so far (from the server, this device or pre-filled). */
  values: OnboardingDraft[K];
  /** Every step's answers: some steps build on earlier ones. */
  draft: OnboardingDraft;
  /** Errors the server gave for this step's fields. */
  serverErrors: FieldErrorMap | undefined;
  onNext: (values: unknown) => void;
  /** The step's values as they are typed: kept as a draft (on this device at once, then on the server). */
  onDraft: (values: unknown) => void;
  /** Opens another step, keeping this step's current values as a draft. */
  onGoTo: (step: number, values: unknown) => void;
  /** Lets the page read (and check) this step's current values, for the step indicator's jumps. */
  bind: (binding: StepBinding) => void;
  busy: boolean;
}

export interface StepBinding {
  read: () => unknown;
  /** Shows this step's errors; resolves true when its answers pass. */
  validate: () => Promise<boolean>;
}

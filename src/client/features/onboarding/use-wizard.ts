// The wizard's state: which step, the answers, per-step errors and whether the server has them.
// Every move saves on this device first (local-progress.ts), then to the server in order, so a
// reload, a sign-out or another device resumes at the same step with the same answers. What is
// typed on a step is kept the same way as it is typed (keepDraft): on this device at once, on the
// server once the typing pauses, as the page promises ("saved as you go").
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  completeAnswersSchema,
  LAST_WIZARD_STEP,
  onboardingDraftSchema,
  STEP_SCHEMAS,
  WIZARD_STEPS,
  type OnboardingDraft,
  type StepStatus,
  type WizardStepKey,
} from '@contract/onboarding';
import type { PrefilledApplication } from '@contract/applications';
import { messages } from '@contract/messages';
import type { MessageId } from '@client/i18n/en';
import { getI18n } from '@client/i18n/locale-store';
import type { Translator } from '@client/i18n/translate';
import { isContractText, translateMessage } from '@client/i18n/translate-message';
import { isApiError, NETWORK_ERROR_STATUS } from '@client/lib/http';
import { getSessionState, updateUser, type StoredUser } from '@client/lib/session-store';
import { fetchPrefilled, saveProgress, submitApplication } from './api';
import { chooseStart, clearLocalProgress, readLocalProgress, writeLocalProgress } from './local-progress';

/** Field (relative to its step, e.g. "firstName") → message. */
export type FieldErrorMap = Record<string, string>;
export type StepErrors = Partial<Record<WizardStepKey, FieldErrorMap>>;
export type SyncState = 'idle' | 'saving' | 'saved' | 'offline' | 'failed';
/** A message about the whole wizard: one of the catalogue's, or the server's own text. */
export type WizardNotice = { id: MessageId } | { server: string };

/** A notice in the current language. */
export function noticeText(t: Translator['t'], notice: WizardNotice): string {
  return 'server' in notice ? translateMessage(t, notice.server) : t(notice.id);
}

export interface WizardState {
  step: number;
  reached: number;
  data: OnboardingDraft;
  errors: StepErrors;
  sync: SyncState;
  savedAt: string | null;
  /** A message about the whole wizard (e.g. a save or submit that failed). */
  notice: WizardNotice | null;
  basedOn: PrefilledApplication['basedOn'];
}

/** The stored user with the server's latest, keeping what only the device has (invitationInfo). */
function refreshUser(user: StoredUser): void {
  updateUser({ ...getSessionState().user, ...user });
}

/** How often answers kept on this device are offered to the server again while it is unreachable. */
const RETRY_MS = 10_000;
/** A pause in typing this long sends the step's draft to the server (the device has it at once). */
const DRAFT_SAVE_MS = 1_500;

type Load = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready' };

const keyOf = (step: number): WizardStepKey => WIZARD_STEPS[step]!.key;
const isKey = (value: string): value is WizardStepKey => WIZARD_STEPS.some((s) => s.key === value);
const isNetwork = (error: unknown) => isApiError(error) && error.status === NETWORK_ERROR_STATUS;
/** The server takes an application only from a confirmed e-mail address. */
const isEmailNotConfirmed = (error: unknown) =>
  isApiError(error) && error.status === 403 && isContractText(getI18n().t, error.message, messages.emailVerificationRequired);
/** What the wizard says when the submit failed; `stepErrors`: the reasons are shown in their sections. */
export function submitFailureNotice(error: unknown, stepErrors: boolean): WizardNotice {
  if (isNetwork(error)) return { id: 'onboarding.notice.offlineSubmit' };
  if (stepErrors) return { id: 'onboarding.notice.fixAnswers' };
  if (isEmailNotConfirmed(error)) return { id: 'onboarding.notice.emailNotConfirmed' };
  return isApiError(error) ? { server: error.message } : { id: 'onboarding.notice.failed' };
}

/** Whether the notice asks the user to confirm their e-mail (the page then links to where they can). */
export const asksToConfirmEmail = (notice: WizardNotice | null) =>
  notice !== null && 'id' in notice && notice.id === 'onboarding.notice.emailNotConfirmed';
const withAnswers = (s: WizardState, key: WizardStepKey, values: unknown): OnboardingDraft => ({ ...s.data, [key]: values });

/** The API's field errors ("data.profile.firstName" or "profile.firstName") grouped by step. */
export function errorsByStep(error: unknown): { errors: StepErrors; first: number | null } {
  const errors: StepErrors = {};
  let first: number | null = null;
  if (!isApiError(error)) return { errors, first };
  for (const { field, message } of error.fieldErrors) {
    const [key, ...rest] = field.replace(/^data\./, '').split('.');
    if (!key || !isKey(key)) continue;
    (errors[key] ??= {})[rest.join('.') || '_'] ??= message;
    const code = WIZARD_STEPS.findIndex((s) => s.key === key);
    first = first === null ? code : Math.min(first, code);
  }
  return { errors, first };
}

/** Status of each step for the indicator. */
export function stepStatuses(state: Pick<WizardState, 'step' | 'reached' | 'data' | 'errors'>): StepStatus[] {
  return WIZARD_STEPS.map(({ code, key }) => {
    if (state.errors[key] && Object.keys(state.errors[key]!).length) return 'error';
    if (code === state.step) return 'in-progress';
    if (code > state.reached) return 'pending';
    const valid = STEP_SCHEMAS[key].safeParse(state.data[key] ?? {}).success;
    if (code < state.step) return valid ? 'complete' : 'error';
    return valid ? 'complete' : 'pending';
  });
}

export function useWizard(userId: string) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  /** The application exists: nothing more is kept or sent. */
  const submittedRef = useRef(false);
  const [state, setState] = useState<WizardState | null>(null);
  const stateRef = useRef<WizardState | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const draftTimer = useRef<number | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const cancelDraftSave = useCallback(() => {
    if (draftTimer.current !== null) window.clearTimeout(draftTimer.current);
    draftTimer.current = null;
  }, []);
  useEffect(() => cancelDraftSave, [cancelDraftSave]);

  const update = useCallback((patch: Partial<WizardState> | ((s: WizardState) => Partial<WizardState>)) => {
    setState((prev) => {
      if (!prev) return prev;
      const next = { ...prev, ...(typeof patch === 'function' ? patch(prev) : patch) };
      stateRef.current = next;
      return next;
    });
  }, []);

  /** Sends the answers as they are now; later calls wait for earlier ones, so the server sees them in order. */
  const pushToServer = useCallback(() => {
    queue.current = queue.current.then(async () => {
      const current = stateRef.current;
      if (!current) return;
      update({ sync: 'saving' });
      try {
        const saved = await saveProgress(current.step, current.data);
        refreshUser(saved.user);
        const latest = stateRef.current;
        // Still the latest answers: the device copy is now on the server too.
        if (latest && latest.data === current.data && latest.step === current.step) {
          writeLocalProgress({
            userId,
            step: latest.step,
            reached: latest.reached,
            data: latest.data,
            changedAt: saved.progress.savedAt ?? new Date().toISOString(),
            pending: false,
          });
        }
        update({ sync: 'saved', savedAt: saved.progress.savedAt });
      } catch (error) {
        if (isNetwork(error)) {
          update({ sync: 'offline' });
          return;
        }
        const { errors, first } = errorsByStep(error);
        update((s) => ({
          sync: 'failed',
          errors: { ...s.errors, ...errors },
          step: first ?? s.step,
          notice: first === null && isApiError(error) ? { server: error.message } : null,
        }));
      }
    });
    return queue.current;
  }, [update, userId]);

  /** Moves and/or changes answers: saved on this device at once, then sent to the server. */
  const move = useCallback(
    (step: number, data: OnboardingDraft) => {
      const prev = stateRef.current;
      if (!prev) return;
      const reached = Math.max(prev.reached, step);
      cancelDraftSave();
      writeLocalProgress({ userId, step, reached, data, changedAt: new Date().toISOString(), pending: true });
      update({ step, reached, data, notice: null });
      void pushToServer();
    },
    [cancelDraftSave, pushToServer, update, userId],
  );

  /**
   * The current step's answers as they are being typed (not checked: a draft): kept on this device
   * at once, so a reload finds them, and sent to the server after a pause, for another device.
   */
  const keepDraft = useCallback(
    (values: unknown) => {
      const s = stateRef.current;
      if (!s || submittedRef.current) return;
      const key = keyOf(s.step);
      // A value the draft cannot hold (a number field holding letters) waits for the next keystroke.
      const parsed = onboardingDraftSchema.shape[key].safeParse(values);
      if (!parsed.success) return;
      const data: OnboardingDraft = { ...s.data, [key]: parsed.data };
      writeLocalProgress({ userId, step: s.step, reached: s.reached, data, changedAt: new Date().toISOString(), pending: true });
      update({ data });
      cancelDraftSave();
      draftTimer.current = window.setTimeout(() => {
        draftTimer.current = null;
        void pushToServer();
      }, DRAFT_SAVE_MS);
    },
    [cancelDraftSave, pushToServer, update, userId],
  );

  const start = useCallback(async () => {
    setLoad({ status: 'loading' });
    const local = readLocalProgress(userId);
    try {
      const prefilled = await fetchPrefilled();
      const begin = chooseStart(local, prefilled.progress);
      const initial: WizardState = {
        ...begin,
        errors: {},
        sync: begin.pending ? 'saving' : 'idle',
        savedAt: prefilled.progress.savedAt,
        notice: null,
        basedOn: prefilled.basedOn,
      };
      stateRef.current = initial;
      setState(initial);
      setLoad({ status: 'ready' });
      if (begin.pending) void pushToServer();
    } catch (error) {
      // Offline with answers on this device: carry on with them; they are sent once back online.
      if (isNetwork(error) && local) {
        const initial: WizardState = { ...local, errors: {}, sync: 'offline', savedAt: null, notice: null, basedOn: null };
        stateRef.current = initial;
        setState(initial);
        setLoad({ status: 'ready' });
        return;
      }
      setLoad({ status: 'error', error });
    }
  }, [pushToServer, userId]);

  useEffect(() => {
    void start();
  }, [start]);

  // Back online: send what this device kept. The browser's "online" event misses a server that was
  // unreachable behind a working Wi-Fi, so while offline it also tries again every RETRY_MS.
  const offline = state?.sync === 'offline';
  useEffect(() => {
    if (!offline) return;
    const retry = () => {
      if (stateRef.current?.sync === 'offline') void pushToServer();
    };
    const timer = window.setInterval(retry, RETRY_MS);
    window.addEventListener('online', retry);
    window.addEventListener('focus', retry);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', retry);
      window.removeEventListener('focus', retry);
    };
  }, [offline, pushToServer]);

  /** "Next": the current step's answers passed its rules. */
  const next = useCallback(
    (values: unknown) => {
      const s = stateRef.current!;
      const key = keyOf(s.step);
      update((prev) => ({ errors: { ...prev.errors, [key]: undefined } }));
      move(Math.min(s.step + 1, LAST_WIZARD_STEP), withAnswers(s, key, values));
    },
    [move, update],
  );

  /** Another step, keeping what was typed on this one (not checked: it is only a draft). */
  const goTo = useCallback(
    (target: number, values: unknown) => {
      const s = stateRef.current!;
      move(target, withAnswers(s, keyOf(s.step), values));
    },
    [move],
  );

  /** Creates the application (resolves with its number; null if not); on success the session's appCreated turns true. */
  const submit = useCallback(
    async (reviewValues: unknown): Promise<number | null> => {
      const before = stateRef.current!;
      const s: WizardState = { ...before, data: withAnswers(before, 'review', reviewValues) };
      stateRef.current = s;
      setState(s);
      writeLocalProgress({ userId, step: s.step, reached: s.reached, data: s.data, changedAt: new Date().toISOString(), pending: true });
      const parsed = completeAnswersSchema.safeParse(s.data);
      if (!parsed.success) {
        const errors: StepErrors = {};
        for (const issue of parsed.error.issues) {
          const [key, ...rest] = issue.path.map(String);
          if (key && isKey(key)) (errors[key] ??= {})[rest.join('.') || '_'] ??= issue.message;
        }
        const first = WIZARD_STEPS.find((step) => errors[step.key])?.code ?? s.step;
        update({ errors, step: first, notice: null });
        return null;
      }
      setSubmitting(true);
      cancelDraftSave();
      try {
        await queue.current;
        const created = await submitApplication(parsed.data);
        submittedRef.current = true;
        clearLocalProgress();
        refreshUser(created.user);
        return created.application.applicationNumber;
      } catch (error) {
        const { errors, first } = errorsByStep(error);
        update((prev) => ({
          errors: { ...prev.errors, ...errors },
          notice: submitFailureNotice(error, first !== null),
        }));
        return null;
      } finally {
        setSubmitting(false);
      }
    },
    [cancelDraftSave, update, userId],
  );

  return { load, state, retry: start, next, goTo, keepDraft, submit, submitting };
}

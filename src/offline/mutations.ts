// What each kind of outbox entry is on the wire (docs/architecture.md §5, point 2): the spec's own endpoint,
// the body, and the entity the change belongs to. The pusher and queueMutation share it, so an entry
// is validated here with the same contract schemas the server uses.
import { completeActionTaskSchema } from '../contract/action-tasks';
import { countSessionBodySchema, type CountSessionBody } from '../contract/count-sessions';
import { isUuid, kitsReturnSchema, onsiteInventorySchema } from '../contract/projects';
import { routes, type RouteDef } from '../contract/routes';
import type { FieldError } from '../contract/errors';

export type OutboxKind = 'inventory' | 'kits-return' | 'task-completion' | 'count-session';
export const OUTBOX_KINDS: readonly OutboxKind[] = ['inventory', 'kits-return', 'task-completion', 'count-session'];

export interface InventoryPayload {
  projectId: string;
  kitsOnHand: number;
  /** The project's inventoryUpdatedAt the device saw when counting (conflicts); absent from older entries. */
  basedOn?: string | null;
}
export interface KitsReturnPayload {
  orderId: string;
  kits: number;
}
export interface TaskCompletionPayload {
  taskId: string;
  isCompleted: boolean;
}

/** The record of a finished onsite count session (its counts travel as inventory entries). */
export type CountSessionPayload = CountSessionBody;

export interface OutboxPayloads {
  inventory: InventoryPayload;
  'kits-return': KitsReturnPayload;
  'task-completion': TaskCompletionPayload;
  'count-session': CountSessionPayload;
}
export type OutboxPayload = OutboxPayloads[OutboxKind];

/** A payload the contract refuses, caught before it is queued (so the form can show it at once). */
export class OutboxPayloadError extends Error {
  override readonly name = 'OutboxPayloadError';
  readonly fieldErrors: readonly FieldError[];
  constructor(fieldErrors: readonly FieldError[]) {
    super(fieldErrors[0]?.message ?? 'Invalid change');
    this.fieldErrors = fieldErrors;
  }
}

export const entityKeys = {
  project: (projectId: string) => `project:${projectId}`,
  order: (orderId: string) => `order:${orderId}`,
  task: (taskId: string) => `task:${taskId}`,
  countSession: (sessionId: string) => `count-session:${sessionId}`,
} as const;

export function entityKeyOf<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K]): string {
  switch (kind) {
    case 'inventory':
      return entityKeys.project((payload as InventoryPayload).projectId);
    case 'kits-return':
      return entityKeys.order((payload as KitsReturnPayload).orderId);
    case 'task-completion':
      return entityKeys.task((payload as TaskCompletionPayload).taskId);
    case 'count-session':
      return entityKeys.countSession((payload as CountSessionPayload).id);
    default:
      throw new Error(`Unknown outbox kind "${String(kind)}"`);
  }
}

export interface WireRequest {
  route: RouteDef;
  params: Record<string, string>;
  body: unknown;
}

/** The request an entry becomes: exactly the spec's body, nothing of the outbox's own. */
export function wireRequestOf(kind: OutboxKind, payload: OutboxPayload): WireRequest {
  switch (kind) {
    case 'inventory': {
      const { projectId, kitsOnHand, basedOn } = payload as InventoryPayload;
      return { route: routes.onsiteInventory, params: {}, body: basedOn === undefined ? { projectId, kitsOnHand } : { projectId, kitsOnHand, basedOn } };
    }
    case 'kits-return': {
      const { orderId, kits } = payload as KitsReturnPayload;
      return { route: routes.returnKits, params: {}, body: { orderId, kits } };
    }
    case 'task-completion': {
      const { taskId, isCompleted } = payload as TaskCompletionPayload;
      return { route: routes.completeActionTask, params: { id: taskId }, body: { isCompleted } };
    }
    case 'count-session':
      return { route: routes.recordCountSession, params: {}, body: payload };
    default:
      throw new Error(`Unknown outbox kind "${String(kind)}"`);
  }
}

function issuesToFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldError[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'payload', message: issue.message }));
}

/**
 * The payload as the contract reads it, or OutboxPayloadError. Rules that need the server's data
 * (outstanding kits, order status) are left to the server: those come back as rejections.
 */
export function validatePayload<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K]): OutboxPayloads[K] {
  if (kind === 'task-completion') {
    const { taskId, isCompleted } = payload as TaskCompletionPayload;
    if (typeof taskId !== 'string' || !isUuid(taskId)) {
      throw new OutboxPayloadError([{ field: 'taskId', message: 'Choose a task from the list' }]);
    }
    const parsed = completeActionTaskSchema.safeParse({ isCompleted });
    if (!parsed.success) throw new OutboxPayloadError(issuesToFieldErrors(parsed.error.issues));
    return { taskId, isCompleted: parsed.data.isCompleted } as OutboxPayloads[K];
  }
  const schema =
    kind === 'inventory'
      ? onsiteInventorySchema
      : kind === 'kits-return'
        ? kitsReturnSchema
        : kind === 'count-session'
          ? countSessionBodySchema
          : null;
  if (!schema) throw new Error(`Unknown outbox kind "${String(kind)}"`);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new OutboxPayloadError(issuesToFieldErrors(parsed.error.issues));
  return parsed.data as OutboxPayloads[K];
}

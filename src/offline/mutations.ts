// What each kind of outbox entry is on the wire (docs/architecture.md §5, point 2): the spec's own endpoint,
// the body, and the entity the change belongs to. The pusher and queueMutation share it, so an entry
// is validated here with the same contract schemas the server uses.
import { z } from 'zod';
import { actionTaskEndpoints } from '@contract/action-tasks-endpoints';
import type { CountSessionBody } from '@contract/count-sessions';
import type { ReturnCondition } from '@contract/kit-custody';
import type { BodyOf, EndpointDef } from '@contract/endpoint';
import type { FieldError } from '@contract/errors';
import { kitEndpoints } from '@contract/kits-endpoints';
import { kitConditionEndpoints } from '@contract/kit-conditions-endpoints';
import type { ConditionReportInput } from '@contract/kit-conditions';
import { normaliseKitCode } from '@contract/kit-custody';
import { SHA256_PATTERN, uploadMessages } from '@contract/uploads';
import { uploadEndpoints } from '@contract/uploads-endpoints';
import { isUuid, kitMessages, type KitCheckoutInput } from '@contract/projects';
import { projectEndpoints } from '@contract/projects-endpoints';
import type { RouteDef } from '@contract/routes';
import type { SupplyCountInput } from '@contract/supplies';
import { supplyEndpoints } from '@contract/supplies-endpoints';

export type OutboxKind =
  | 'inventory'
  | 'kits-return'
  | 'task-completion'
  | 'count-session'
  | 'return-date'
  | 'kits-checkout'
  | 'photo-upload'
  | 'condition-report'
  | 'supply-count';
export const OUTBOX_KINDS: readonly OutboxKind[] = [
  'inventory',
  'kits-return',
  'task-completion',
  'count-session',
  'return-date',
  'kits-checkout',
  'photo-upload',
  'condition-report',
  'supply-count',
];

interface InventoryPayload {
  projectId: string;
  kitsOnHand: number;
  /** The project's inventoryUpdatedAt the device saw when counting (conflicts); absent from older entries. */
  basedOn?: string | null;
  /** When the change was made on this device (stamped by insertEntry); absent from older entries. */
  madeAt?: string;
}
interface KitsReturnPayload {
  orderId: string;
  kits: number;
  /** A return by code (absent from older entries and from returns by number). */
  kitCodes?: string[];
  conditions?: ReturnCondition[];
  madeAt?: string;
}
/**
 * A checkout made on this device: the endpoint's body with the device's `id` for the order (a UUID),
 * so the server records it once whatever key it arrives under.
 */
type KitsCheckoutPayload = KitCheckoutInput & { id: string };
/** A count of a project's parts (supplies): the endpoint's body and the project it is of. */
type SupplyCountPayload = SupplyCountInput & { projectId: string };
interface TaskCompletionPayload {
  taskId: string;
  isCompleted: boolean;
}

/** A checkout's Return Date moved: the day, why, and the order's version it will meet (nextOrderVersion). */
interface ReturnDatePayload {
  orderId: string;
  returnDate: string;
  reason: string;
  version: number;
  madeAt?: string;
}

/**
 * A photo to send (PUT /uploads/{sha256}): its bytes wait in the photos table (photos.ts), named by
 * their hash, until the server has them; the entry holds only the name, so it stays small.
 */
interface PhotoUploadPayload {
  sha256: string;
  contentType: string;
  byteSize: number;
}

/** A kit's condition as reported on this device, with the photos queued before it. */
type ConditionReportPayload = ConditionReportInput & { code: string };

/** The record of a finished onsite count session (its counts travel as inventory entries). */
type CountSessionPayload = CountSessionBody;

export interface OutboxPayloads {
  inventory: InventoryPayload;
  'kits-return': KitsReturnPayload;
  'task-completion': TaskCompletionPayload;
  'count-session': CountSessionPayload;
  'return-date': ReturnDatePayload;
  'kits-checkout': KitsCheckoutPayload;
  'photo-upload': PhotoUploadPayload;
  'condition-report': ConditionReportPayload;
  'supply-count': SupplyCountPayload;
}

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
  photo: (sha256: string) => `photo:${sha256}`,
  kit: (code: string) => `kit:${code}`,
  supplies: (projectId: string) => `supplies:${projectId}`,
} as const;

export interface WireRequest {
  route: RouteDef;
  params: Record<string, string>;
  body: unknown;
}

/**
 * Everything the offline engine knows of one kind of change, in one place: its endpoint's definition
 * (src/contract/*-endpoints.ts), the entity whose changes it is ordered with, whether it travels
 * alone, the request it becomes, and how its payload is checked (with the endpoint's body schema, as
 * the server checks it). The client's words for a kind (the sync panel, Edit and resend) are records
 * keyed by kind too, so a new kind that lacks one of them does not compile.
 */
export interface OutboxKindDefinition<P, E extends EndpointDef = EndpointDef> {
  endpoint: E;
  entityKey(payload: P): string;
  /** Never batched nor sent beside other entries (a kit return changes figures others read). */
  travelsAlone: boolean;
  /** The request: exactly the endpoint's body and path parameters, nothing of the outbox's own. */
  request(payload: P): { params: Record<string, string>; body: BodyOf<E> };
  /** The payload as the contract reads it; OutboxPayloadError naming the fields otherwise. */
  validate(payload: P): P;
  /**
   * The payload with the moment it was made (`madeAt`, src/contract/made-at.ts), for the kinds whose
   * records show when: a moment already there (Edit and resend of the same change) is kept.
   */
  dated?(payload: P, madeAt: string): P;
  /**
   * Sent as raw bytes, not JSON (a photo): never in a batch (it travels alone), its body read from
   * the photos table at sending time.
   */
  raw?: boolean;
}

function issuesToFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldError[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'payload', message: issue.message }));
}

/** A payload checked with `schema`: its output, or OutboxPayloadError. */
function checkedWith<S extends z.core.$ZodType>(schema: S, payload: unknown): z.output<S> {
  const parsed = z.safeParse(schema, payload);
  if (!parsed.success) throw new OutboxPayloadError(issuesToFieldErrors(parsed.error.issues));
  return parsed.data;
}

/** A kind's definition, its request's body checked against its endpoint's at compile time. */
const kind = <P, E extends EndpointDef>(definition: OutboxKindDefinition<P, E>): OutboxKindDefinition<P, E> => definition;

export const outboxKinds: { readonly [K in OutboxKind]: OutboxKindDefinition<OutboxPayloads[K]> } = {
  inventory: kind({
    endpoint: projectEndpoints.onsiteInventory,
    entityKey: (payload: InventoryPayload) => entityKeys.project(payload.projectId),
    travelsAlone: false,
    // Fields an older entry lacks stay out of its body, so a resent entry is the same request.
    request: ({ projectId, kitsOnHand, basedOn, madeAt }) => ({
      params: {},
      body: { projectId, kitsOnHand, ...(basedOn === undefined ? {} : { basedOn }), ...(madeAt === undefined ? {} : { madeAt }) },
    }),
    validate: (payload) => checkedWith(projectEndpoints.onsiteInventory.body, payload),
    dated: (payload, madeAt) => ({ madeAt, ...payload }),
  }),
  'kits-return': kind({
    endpoint: projectEndpoints.returnKits,
    entityKey: (payload: KitsReturnPayload) => entityKeys.order(payload.orderId),
    travelsAlone: true,
    // An entry by number is sent exactly as before; one by code adds its codes and conditions.
    request: ({ orderId, kits, kitCodes, conditions, madeAt }) => ({
      params: {},
      body: {
        orderId,
        kits,
        ...(kitCodes === undefined ? {} : { kitCodes }),
        ...(conditions === undefined ? {} : { conditions }),
        ...(madeAt === undefined ? {} : { madeAt }),
      },
    }),
    validate: (payload) => {
      const checked = checkedWith(projectEndpoints.returnKits.body, payload);
      return { ...checked, kits: checked.kits ?? checked.kitCodes?.length ?? 0 };
    },
    dated: (payload, madeAt) => ({ madeAt, ...payload }),
  }),
  'task-completion': kind({
    endpoint: actionTaskEndpoints.completeActionTask,
    entityKey: (payload: TaskCompletionPayload) => entityKeys.task(payload.taskId),
    travelsAlone: false,
    request: ({ taskId, isCompleted }) => ({ params: { id: taskId }, body: { isCompleted } }),
    validate: ({ taskId, isCompleted }) => {
      if (typeof taskId !== 'string' || !isUuid(taskId)) {
        throw new OutboxPayloadError([{ field: 'taskId', message: 'Choose a task from the list' }]);
      }
      return { taskId, isCompleted: checkedWith(actionTaskEndpoints.completeActionTask.body, { isCompleted }).isCompleted };
    },
  }),
  'count-session': kind({
    endpoint: kitEndpoints.recordCountSession,
    entityKey: (payload: CountSessionPayload) => entityKeys.countSession(payload.id),
    travelsAlone: false,
    request: (payload) => ({ params: {}, body: payload }),
    validate: (payload) => checkedWith(kitEndpoints.recordCountSession.body, payload),
    dated: (payload, madeAt) => ({ madeAt, ...payload }),
  }),
  // Ordered with the order's returns (same entity), so two moves, or a return and a move, of one
  // order arrive as they were made; it changes no project's figures, so it need not travel alone.
  'return-date': kind({
    endpoint: projectEndpoints.changeReturnDate,
    entityKey: (payload: ReturnDatePayload) => entityKeys.order(payload.orderId),
    travelsAlone: false,
    request: ({ orderId, returnDate, reason, version, madeAt }) => ({
      params: { id: orderId },
      body: madeAt === undefined ? { returnDate, reason, version } : { returnDate, reason, version, madeAt },
    }),
    validate: ({ orderId, ...body }) => {
      if (typeof orderId !== 'string' || !isUuid(orderId)) {
        throw new OutboxPayloadError([{ field: 'orderId', message: kitMessages.orderInvalid }]);
      }
      return { orderId, ...checkedWith(projectEndpoints.changeReturnDate.body, body) };
    },
    dated: (payload, madeAt) => ({ madeAt, ...payload }),
  }),
  'kits-checkout': kind({
    endpoint: projectEndpoints.requestKits,
    // A checkout takes kits off its project's shelf, so it keeps its place among that project's counts.
    entityKey: (payload: KitsCheckoutPayload) => entityKeys.project(payload.projectId),
    travelsAlone: false,
    request: (payload) => ({ params: {}, body: payload }),
    validate: (payload) => {
      if (typeof payload.id !== 'string' || !isUuid(payload.id)) throw new OutboxPayloadError([{ field: 'id', message: 'Checkout id is invalid' }]);
      checkedWith(projectEndpoints.requestKits.body, payload);
      // Stored as given (not the parsed output), so the request is the one the form made.
      return payload;
    },
    dated: (payload, madeAt) => ({ madeAt, ...payload }),
  }),
  // Alone, in its place: whatever was queued after it (the report or return naming it) waits until
  // the server has the photo. A resend is harmless: the name is the content's hash.
  'photo-upload': kind({
    endpoint: uploadEndpoints.putUpload,
    entityKey: (payload: PhotoUploadPayload) => entityKeys.photo(payload.sha256),
    travelsAlone: true,
    raw: true,
    request: ({ sha256 }) => ({ params: { sha256 }, body: undefined }),
    validate: (payload) => {
      if (typeof payload.sha256 !== 'string' || !SHA256_PATTERN.test(payload.sha256)) {
        throw new OutboxPayloadError([{ field: 'sha256', message: uploadMessages.hashInvalid }]);
      }
      return payload;
    },
  }),
  'condition-report': kind({
    endpoint: kitConditionEndpoints.reportKitCondition,
    entityKey: (payload: ConditionReportPayload) => entityKeys.kit(payload.code),
    travelsAlone: false,
    request: ({ code, ...body }) => ({ params: { code }, body }),
    validate: ({ code, ...body }) => {
      const normalised = typeof code === 'string' ? normaliseKitCode(code) : '';
      if (!normalised) throw new OutboxPayloadError([{ field: 'code', message: 'Enter a kit code' }]);
      checkedWith(kitConditionEndpoints.reportKitCondition.body, body);
      return { code: normalised, ...body };
    },
    dated: (payload, madeAt) => ({ madeAt, ...payload }),
  }),
  'supply-count': kind({
    endpoint: supplyEndpoints.countSupplies,
    // Its own entity: parts counts change no kit figure, so they need not wait behind the project's kit writes.
    entityKey: (payload: SupplyCountPayload) => entityKeys.supplies(payload.projectId),
    travelsAlone: false,
    request: ({ projectId, counts, madeAt }) => ({ params: { id: projectId }, body: madeAt === undefined ? { counts } : { counts, madeAt } }),
    validate: ({ projectId, ...body }) => {
      if (typeof projectId !== 'string' || !isUuid(projectId))
        throw new OutboxPayloadError([{ field: 'projectId', message: kitMessages.projectInvalid }]);
      return { projectId, ...checkedWith(supplyEndpoints.countSupplies.body, body) };
    },
    dated: (payload, madeAt) => ({ madeAt, ...payload }),
  }),
};

/** The definition of a kind read from storage, or an error naming it (an entry of a newer version). */
function definitionOf<K extends OutboxKind>(kind: K): OutboxKindDefinition<OutboxPayloads[K]> {
  const definition = (outboxKinds as Partial<typeof outboxKinds>)[kind];
  if (!definition) throw new Error(`Unknown outbox kind "${String(kind)}"`);
  return definition;
}

export function entityKeyOf<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K]): string {
  return definitionOf(kind).entityKey(payload);
}

/** The request an entry becomes: exactly the spec's body, nothing of the outbox's own. */
export function wireRequestOf<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K]): WireRequest {
  const definition = definitionOf(kind);
  return { route: definition.endpoint, ...definition.request(payload) };
}

/** The payload with the moment it was made (`now`), for the kinds that carry one. */
export function datedPayload<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K], now: number): OutboxPayloads[K] {
  const definition = definitionOf(kind);
  return definition.dated ? definition.dated(payload, new Date(now).toISOString()) : payload;
}

/** Whether entries of this kind are sent as raw bytes (push-request.ts). */
export const sentRaw = (kind: OutboxKind): boolean => definitionOf(kind).raw === true;

/** Whether entries of this kind travel alone (push-window.ts). */
export const travelsAlone = (kind: OutboxKind): boolean => definitionOf(kind).travelsAlone;

/**
 * The payload as the contract reads it, or OutboxPayloadError. Rules that need the server's data
 * (outstanding kits, order status) are left to the server: those come back as rejections.
 */
export function validatePayload<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K]): OutboxPayloads[K] {
  return definitionOf(kind).validate(payload);
}

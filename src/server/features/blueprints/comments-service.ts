// Comments on a blueprint: everyone who reaches the blueprint reads them and adds their own;
// authors delete their own, staff any (mayDeleteComment). Deleting keeps the row (deleted_at) for the
// record. Adding and deleting are written to the activity log the district sees (and the live stream
// announces them); a comment removed by staff keeps its words there.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { BlueprintComment } from '@contract/blueprints';
import { blueprintMessages } from '@contract/blueprints-messages';
import { mayDeleteComment } from '@contract/permissions';
import type { Db, Tx } from '@server/db/connect';
import { blueprintComments, users } from '@server/db/schema';
import { forbidden, notFound } from '@server/plugins/http-error';
import { recordActivity } from '../activity/record-activity';
import { isUuid } from '../directory/service';
import { findBlueprint, personRef, type BlueprintViewer } from './access';

function commentColumns() {
  return {
    id: blueprintComments.id,
    body: blueprintComments.body,
    createdAt: blueprintComments.createdAt,
    authorId: blueprintComments.authorId,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
  };
}

type CommentRow = {
  id: string;
  body: string;
  createdAt: Date;
  authorId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

const toComment = (row: CommentRow): BlueprintComment => ({
  id: row.id,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  author: personRef(row.authorId, row.firstName, row.lastName, row.email),
});

export async function listComments(db: Db | Tx, viewer: BlueprintViewer, blueprintId: string) {
  const blueprint = await findBlueprint(db, viewer, blueprintId);
  const rows = await db
    .select(commentColumns())
    .from(blueprintComments)
    .leftJoin(users, eq(users.id, blueprintComments.authorId))
    .where(and(eq(blueprintComments.blueprintId, blueprint.id), isNull(blueprintComments.deletedAt)))
    .orderBy(asc(blueprintComments.createdAt), asc(blueprintComments.id));
  return { items: rows.map(toComment), total: rows.length };
}

export async function addComment(tx: Tx, viewer: BlueprintViewer, blueprintId: string, body: string): Promise<BlueprintComment> {
  const blueprint = await findBlueprint(tx, viewer, blueprintId);
  const [created] = await tx
    .insert(blueprintComments)
    .values({ blueprintId: blueprint.id, authorId: viewer.userId, body })
    .returning({ id: blueprintComments.id });
  // In the activity log like every change: staff hear of a district's question, open screens follow.
  await recordActivity(tx, {
    entityType: 'blueprint',
    entityId: blueprint.id,
    districtId: blueprint.districtId,
    actorId: viewer.userId,
    action: 'comment-added',
    after: { commentId: created!.id },
    visibility: 'district',
  });
  const [row] = await tx
    .select(commentColumns())
    .from(blueprintComments)
    .leftJoin(users, eq(users.id, blueprintComments.authorId))
    .where(eq(blueprintComments.id, created!.id));
  return toComment(row!);
}

export async function deleteComment(tx: Tx, viewer: BlueprintViewer, blueprintId: string, commentId: string, now: Date): Promise<void> {
  const blueprint = await findBlueprint(tx, viewer, blueprintId);
  if (!isUuid(commentId)) throw notFound(blueprintMessages.commentNotFound);
  const [comment] = await tx
    .select({ id: blueprintComments.id, authorId: blueprintComments.authorId, body: blueprintComments.body })
    .from(blueprintComments)
    .where(and(eq(blueprintComments.id, commentId), eq(blueprintComments.blueprintId, blueprint.id), isNull(blueprintComments.deletedAt)))
    .for('update');
  if (!comment) throw notFound(blueprintMessages.commentNotFound);
  if (!mayDeleteComment({ id: viewer.userId, roles: viewer.roles }, comment)) throw forbidden(blueprintMessages.commentNotYours);
  await tx.update(blueprintComments).set({ deletedAt: now }).where(eq(blueprintComments.id, comment.id));
  // Removed by someone else (staff moderating) keeps what was said; withdrawn by its author, only which.
  const moderated = comment.authorId !== viewer.userId;
  await recordActivity(tx, {
    entityType: 'blueprint',
    entityId: blueprint.id,
    districtId: blueprint.districtId,
    actorId: viewer.userId,
    action: moderated ? 'comment-deleted' : 'comment-withdrawn',
    before: moderated ? { commentId: comment.id, authorId: comment.authorId, body: comment.body } : { commentId: comment.id },
    visibility: 'district',
  });
}

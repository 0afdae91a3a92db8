// Comments (GET/POST/DELETE /blueprints/:id/comments): author, time and text; a box to add one
// (the contract's rule: not blank, not dashes only, at most 500 characters: "Comment is invalid"),
// and Delete on one's own comments (staff: on any).
import '@client/i18n/en/blueprints';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { addCommentSchema, type BlueprintComment } from '@contract/blueprints';
import { COMMENT_MAX_LENGTH } from '@contract/blueprints-messages';
import { mayDeleteComment } from '@contract/permissions';
import { translateMessage } from '@client/i18n/translate-message';
import { useI18n } from '@client/i18n/use-i18n';
import { formatTime } from '@client/lib/dates';
import { isApiError } from '@client/lib/http';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ConfirmDialog } from '@client/ui/confirm-dialog';
import { cx } from '@client/ui/cx';
import { Panel } from '@client/ui/detail-panel';
import { LoadError } from '@client/ui/load-state';
import { Skeleton } from '@client/ui/skeleton';
import { addComment, deleteComment, useBlueprintComments } from '../api';

export function CommentsPanel({ blueprintId, me }: { blueprintId: string; me: { id: string; roles: readonly string[] } }) {
  const { t, detailDate } = useI18n();
  const comments = useBlueprintComments(blueprintId);
  const [deleting, setDeleting] = useState<BlueprintComment | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const fieldId = useId();
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    getValues,
    formState: { errors, isSubmitting: busy },
  } = useForm({
    // The endpoint's own rule (POST /blueprints/{id}/comments), so the message is the server's.
    resolver: zodResolver(addCommentSchema),
    defaultValues: { comment: '' },
    // One message at a time under the box, gone as soon as the text changes; the focus stays on the button.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const text = useWatch({ control, name: 'comment' });
  const error = errors.comment?.message;

  const submit = handleSubmit(async () => {
    try {
      // The text as typed: the server trims it with the same schema.
      await addComment(blueprintId, getValues('comment'));
      reset();
    } catch (cause) {
      setError('comment', {
        type: 'server',
        message: isApiError(cause) ? (cause.fieldErrors[0]?.message ?? cause.message) : t('blueprint.action.failed'),
      });
    }
  });

  const remove = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await deleteComment(blueprintId, deleting.id);
      setDeleting(null);
    } catch (cause) {
      setDeleteError(isApiError(cause) ? translateMessage(t, cause.message) : t('blueprint.action.failed'));
      setDeleting(null);
    } finally {
      setDeleteBusy(false);
    }
  };

  const items = comments.data?.items;
  return (
    <Panel title={t('blueprint.comments.title')}>
      {!items && comments.error ? (
        <div className="mt-4">
          <LoadError what={t('blueprint.comments.what')} error={comments.error} onRetry={() => void comments.mutate()} />
        </div>
      ) : !items ? (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{t('blueprint.comments.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((comment) => {
            const author = comment.author?.name ?? t('blueprint.comments.formerMember');
            return (
              <li key={comment.id} className="py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="text-sm">
                    <span className="font-semibold text-slate-900">{author}</span>{' '}
                    <time dateTime={comment.createdAt} className="text-slate-500">
                      {t('blueprint.comments.at', { date: detailDate(comment.createdAt), time: formatTime(comment.createdAt) })}
                    </time>
                  </p>
                  {mayDeleteComment(me, { authorId: comment.author?.id ?? null }) && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('blueprint.comments.deleteLabel', { name: author })}
                      onClick={() => setDeleting(comment)}
                    >
                      {t('blueprint.comments.delete')}
                    </Button>
                  )}
                </div>
                <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{comment.body}</p>
              </li>
            );
          })}
        </ul>
      )}
      {deleteError && (
        <Alert tone="error" className="mt-3">
          {deleteError}
        </Alert>
      )}

      <form className="mt-4 border-t border-slate-200 pt-4" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
          {t('blueprint.comments.label')}
        </label>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={COMMENT_MAX_LENGTH * 2}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
          {...register('comment', { onChange: () => clearErrors('comment') })}
          className={cx(
            'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-xs sm:text-sm',
            'focus:outline-2 focus:-outline-offset-1',
            error ? 'border-red-500 focus:outline-red-500' : 'border-slate-300 hover:border-slate-400 focus:outline-primary-600',
          )}
        />
        <div className="mt-1.5 flex flex-wrap items-start justify-between gap-3">
          <div>
            <p id={`${fieldId}-hint`} className={cx('text-sm', text.trim().length > COMMENT_MAX_LENGTH ? 'text-red-700' : 'text-slate-500')}>
              {t('blueprint.comments.hint', { count: String(text.trim().length) })}
            </p>
            {error && (
              <p id={`${fieldId}-error`} className="text-sm text-red-700">
                {translateMessage(t, error)}
              </p>
            )}
          </div>
          <Button type="submit" size="sm" loading={busy}>
            {t('blueprint.comments.post')}
          </Button>
        </div>
      </form>

      <ConfirmDialog
        open={deleting !== null}
        title={t('blueprint.comments.deleteTitle')}
        confirmLabel={t('blueprint.comments.deleteConfirm')}
        cancelLabel={t('blueprint.comments.cancel')}
        tone="danger"
        busy={deleteBusy}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      >
        {t('blueprint.comments.deleteText')}
      </ConfirmDialog>
    </Panel>
  );
}

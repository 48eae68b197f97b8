import { FilePenLine, History, Send, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import type { Knowledge } from '@common/schemas/knowledge';
import { useDeleteKnowledge } from '../api/delete-knowledge';
import { usePublishDraft } from '../api/publish-draft';

export type ArticleMode = 'read' | 'edit' | 'history' | 'confirm-delete';

export interface ArticleActionsProps {
  article: Knowledge;
  onModeChange: (mode: ArticleMode) => void;
}

/**
 * What the reader may do with the article beyond reading it, shown only to those who may: the author and
 * the workspace's owners and admins edit and delete; a draft's author reviews it (edit, publish, discard).
 * Anyone sees the history once there is one.
 */
export function ArticleActions({ article, onModeChange }: ArticleActionsProps) {
  const publish = usePublishDraft(article.companyId);
  const isDraft = article.status === 'draft';
  const hasHistory = article.version > 1;
  if (!article.canEdit && !hasHistory) return null;

  const onPublish = () =>
    publish.mutate(article.id, {
      onSuccess: () =>
        toast({
          title: 'Article published',
          description: 'It is now in the knowledge hub for everyone in the workspace.',
          variant: 'success',
        }),
      onError: (error) => showApiError(error, { sentence: 'Failed to publish the draft', serverReason: 'below' }),
    });

  return (
    <div className="mb-5 flex flex-col gap-3">
      {isDraft ? (
        <div
          role="note"
          className="rounded-lg border border-warning-700/30 bg-warning-50 px-4 py-3 text-sm text-warning-700"
        >
          <p className="font-medium">Draft: only you can see it.</p>
          <p>Read it through and fix what needs it, then publish it to the hub or discard it.</p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {article.canEdit ? (
          <Button variant="outline" size="sm" onClick={() => onModeChange('edit')}>
            <FilePenLine aria-hidden="true" />
            Edit
          </Button>
        ) : null}
        {hasHistory ? (
          <Button variant="outline" size="sm" onClick={() => onModeChange('history')}>
            <History aria-hidden="true" />
            History
          </Button>
        ) : null}
        {article.canEdit ? (
          <Button variant="outline" size="sm" onClick={() => onModeChange('confirm-delete')}>
            <Trash2 aria-hidden="true" />
            {isDraft ? 'Discard' : 'Delete'}
          </Button>
        ) : null}
        {isDraft && article.canEdit ? (
          <SubmitButton
            type="button"
            size="sm"
            pending={publish.isPending}
            pendingLabel="Publishing..."
            onClick={onPublish}
          >
            <Send aria-hidden="true" />
            Publish
          </SubmitButton>
        ) : null}
      </div>
    </div>
  );
}

/** Asks before deleting (or discarding a draft), saying what happens to it. */
export function DeleteArticleConfirm({
  article,
  onCancel,
  onDeleted,
}: {
  article: Knowledge;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteKnowledge(article.companyId);
  const isDraft = article.status === 'draft';
  const onConfirm = () =>
    remove.mutate(article.id, {
      onSuccess: () => {
        toast({ title: isDraft ? 'Draft discarded' : 'Article deleted', variant: 'success' });
        onDeleted();
      },
      onError: (error) =>
        showApiError(error, {
          sentence: isDraft ? 'Failed to discard the draft' : 'Failed to delete the article',
          serverReason: 'below',
        }),
    });
  return (
    <div
      role="alertdialog"
      aria-labelledby="delete-article-title"
      aria-describedby="delete-article-text"
      className="mb-5 rounded-lg border border-danger-600/30 bg-danger-50 px-4 py-3"
    >
      <p id="delete-article-title" className="font-medium text-danger-700">
        {isDraft ? 'Discard this draft?' : 'Delete this article?'}
      </p>
      <p id="delete-article-text" className="mt-1 text-sm text-danger-700">
        {isDraft
          ? 'It was never published, so it is deleted for good.'
          : 'It leaves the knowledge hub for everyone in the workspace. Its text and earlier versions are kept.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onCancel} autoFocus disabled={remove.isPending}>
          Cancel
        </Button>
        <SubmitButton
          type="button"
          size="sm"
          variant="destructive"
          pending={remove.isPending}
          pendingLabel={isDraft ? 'Discarding...' : 'Deleting...'}
          onClick={onConfirm}
        >
          {isDraft ? 'Discard draft' : 'Delete article'}
        </SubmitButton>
      </div>
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { knowledgeFormSchema, type Knowledge, type KnowledgeFormValues } from '@common/schemas/knowledge';
import { useUpdateKnowledge } from '../api/update-knowledge';
import { ARTICLE_FORM_FIELDS, ArticleFormFields, tagsOrFieldError } from './article-form-fields';

export interface ArticleEditorProps {
  article: Knowledge;
  onDone: () => void;
}

/**
 * Edits an article (or a draft under review) in place of the reader. The edit names the version it started
 * from, so when someone saved in between the server refuses it and the toast says so, with nothing lost:
 * the form keeps what was typed.
 */
export function ArticleEditor({ article, onDone }: ArticleEditorProps) {
  const update = useUpdateKnowledge(article.companyId);
  const form = useForm<KnowledgeFormValues>({
    resolver: zodResolver(knowledgeFormSchema),
    defaultValues: {
      title: article.title,
      content: article.content,
      category: article.category,
      tags: article.tags.join(', '),
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    const tags = tagsOrFieldError(form, values.tags);
    if (!tags) return;
    update.mutate(
      {
        id: article.id,
        title: values.title,
        content: values.content,
        category: values.category,
        tags,
        expectedVersion: article.version,
      },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Article updated',
            description:
              saved.version === article.version
                ? 'Nothing had changed.'
                : 'The earlier version is kept in its history.',
            variant: 'success',
          });
          onDone();
        },
        onError: (error) =>
          showApiError(error, {
            sentence: 'Failed to update the article',
            serverReason: 'below',
            form: { setError: form.setError, fields: ARTICLE_FORM_FIELDS },
          }),
      },
    );
  });

  return (
    <>
      <DialogHeader className="mb-4">
        <DialogTitle>{article.status === 'draft' ? 'Edit draft' : 'Edit article'}</DialogTitle>
        <DialogDescription>
          {article.status === 'draft'
            ? 'Fix what the generator got wrong, then publish it from the draft.'
            : 'Everyone in the workspace sees your changes. The current text is kept as an earlier version.'}
        </DialogDescription>
      </DialogHeader>
      {/* noValidate: the browser's own bubbles would hide the schema's messages under the fields. */}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={update.isPending}>
        <ArticleFormFields form={form} contentRows={14} />
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={update.isPending} pendingLabel="Saving...">
            Save changes
          </SubmitButton>
        </div>
      </form>
    </>
  );
}

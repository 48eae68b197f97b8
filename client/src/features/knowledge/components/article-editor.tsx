import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { LIMITS } from '@common/constants';
import {
  createKnowledgeSchema,
  knowledgeFormSchema,
  splitTags,
  type Knowledge,
  type KnowledgeFormValues,
} from '@common/schemas/knowledge';
import { useUpdateKnowledge } from '../api/update-knowledge';
import { CATEGORY_OPTIONS } from '../lib/categories';

const FORM_FIELDS = ['title', 'content', 'category', 'tags'] as const;

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
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const tags = splitTags(values.tags);
    const tagCheck = createKnowledgeSchema.shape.tags.safeParse(tags);
    if (!tagCheck.success) {
      form.setError(
        'tags',
        { type: 'validate', message: tagCheck.error.issues[0]?.message ?? 'Check the tags' },
        { shouldFocus: true },
      );
      return;
    }
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
            form: { setError: form.setError, fields: FORM_FIELDS },
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
        <FormField label="Title" required error={errors.title?.message}>
          <Input maxLength={LIMITS.titleMax} {...form.register('title')} />
        </FormField>
        <FormField
          label="Content"
          required
          error={errors.content?.message}
          hint="Markdown is supported: headings, lists, links and code."
        >
          <Textarea rows={14} maxLength={LIMITS.contentMax} {...form.register('content')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="category"
            label="Category"
            required
            options={CATEGORY_OPTIONS}
            placeholder="Select a category"
          />
          <FormField label="Tags" error={errors.tags?.message} hint="Comma-separated, e.g. onboarding, reviews">
            <Input autoComplete="off" {...form.register('tags')} />
          </FormField>
        </div>
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

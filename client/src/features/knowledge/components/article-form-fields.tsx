import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { LIMITS } from '@common/constants';
import { createKnowledgeSchema, splitTags, type KnowledgeFormValues } from '@common/schemas/knowledge';
import { CATEGORY_OPTIONS } from '../lib/categories';

export const ARTICLE_FORM_FIELDS = ['title', 'content', 'category', 'tags'] as const;

/**
 * The form's tags text as the API's list, or null after putting the list's rule (too many, too long) under the
 * Tags field: the per-tag limits live on the API's list schema, checked here so the message lands under the
 * field instead of in a 400.
 */
export function tagsOrFieldError(form: UseFormReturn<KnowledgeFormValues>, text: string | undefined): string[] | null {
  const tags = splitTags(text);
  const check = createKnowledgeSchema.shape.tags.safeParse(tags);
  if (check.success) return tags;
  form.setError(
    'tags',
    { type: 'validate', message: check.error.issues[0]?.message ?? 'Check the tags' },
    { shouldFocus: true },
  );
  return null;
}

/** An article's title, Markdown text, category and comma-separated tags: what writing and editing share. */
export function ArticleFormFields({
  form,
  placeholders = {},
  contentRows = 8,
}: {
  form: UseFormReturn<KnowledgeFormValues>;
  placeholders?: { title?: string; content?: string; tags?: string };
  contentRows?: number;
}) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Title" required error={errors.title?.message}>
        <Input maxLength={LIMITS.titleMax} placeholder={placeholders.title} {...form.register('title')} />
      </FormField>
      <FormField
        label="Content"
        required
        error={errors.content?.message}
        hint="Markdown is supported: headings, lists, links and code."
      >
        <Textarea
          rows={contentRows}
          maxLength={LIMITS.contentMax}
          placeholder={placeholders.content}
          {...form.register('content')}
        />
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
          <Input placeholder={placeholders.tags} autoComplete="off" {...form.register('tags')} />
        </FormField>
      </div>
    </>
  );
}

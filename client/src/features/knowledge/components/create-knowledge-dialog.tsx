import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { LIMITS } from '@common/constants';
import {
  createKnowledgeSchema,
  knowledgeFormSchema,
  splitTags,
  type Knowledge,
  type KnowledgeFormValues,
} from '@common/schemas/knowledge';
import { useCreateKnowledge } from '../api/create-knowledge';
import { CATEGORY_OPTIONS } from '../lib/categories';

const FORM_FIELDS = ['title', 'content', 'category', 'tags'] as const;

// category starts unset so the schema's "Category is required" shows until one is chosen.
const emptyForm: DefaultValues<KnowledgeFormValues> = { title: '', content: '', tags: '' };

export interface CreateKnowledgeDialogProps {
  companyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; as the dialog's trigger it gets focus back when the dialog closes. */
  trigger?: ReactNode;
  onCreated: (article: Knowledge) => void;
}

/** "Create Knowledge": an article written by hand, authored by the current user. */
export function CreateKnowledgeDialog({
  companyId,
  open,
  onOpenChange,
  onCreated,
  trigger,
}: CreateKnowledgeDialogProps) {
  const { data: me } = useCurrentUser();
  const createKnowledge = useCreateKnowledge(companyId);
  const form = useForm<KnowledgeFormValues>({ resolver: zodResolver(knowledgeFormSchema), defaultValues: emptyForm });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const tags = splitTags(values.tags);
    // The form holds tags as one text; the per-tag limits live on the API's list schema, checked here
    // so the message lands under the field instead of in a 400.
    const tagCheck = createKnowledgeSchema.shape.tags.safeParse(tags);
    if (!tagCheck.success) {
      form.setError(
        'tags',
        { type: 'validate', message: tagCheck.error.issues[0]?.message ?? 'Check the tags' },
        { shouldFocus: true },
      );
      return;
    }
    createKnowledge.mutate(
      {
        title: values.title,
        content: values.content,
        category: values.category,
        tags,
        isActive: true,
        aiGenerated: false,
        authorId: me?.user.id,
      },
      {
        onSuccess: (article) => {
          toast({ title: 'Knowledge created successfully', variant: 'success' });
          form.reset(emptyForm);
          onOpenChange(false);
          onCreated(article);
        },
        onError: (error) =>
          showApiError(error, {
            sentence: 'Failed to create knowledge',
            form: { setError: form.setError, fields: FORM_FIELDS },
          }),
      },
    );
  });

  const pending = createKnowledge.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create Knowledge</DialogTitle>
          <DialogDescription>
            Share a practice, process or lesson so the rest of the company can find it.
          </DialogDescription>
        </DialogHeader>

        {/* noValidate: the browser's own bubbles would hide the schema's messages under the fields. */}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending}>
          <FormField label="Title" required error={errors.title?.message}>
            <Input
              maxLength={LIMITS.titleMax}
              placeholder="e.g. How we run design reviews"
              {...form.register('title')}
            />
          </FormField>
          <FormField
            label="Content"
            required
            error={errors.content?.message}
            hint="Markdown is supported: headings, lists, links and code."
          >
            <Textarea
              rows={8}
              maxLength={LIMITS.contentMax}
              placeholder="What should a colleague know, and why?"
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
              <Input placeholder="onboarding, reviews" autoComplete="off" {...form.register('tags')} />
            </FormField>
          </div>

          <DialogFooter className="mt-2">
            <SubmitButton pending={pending} pendingLabel="Creating..." className="w-full sm:w-auto">
              Create Knowledge
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

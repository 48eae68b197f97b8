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
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { knowledgeFormSchema, type Knowledge, type KnowledgeFormValues } from '@common/schemas/knowledge';
import { useCreateKnowledge } from '../api/create-knowledge';
import { ARTICLE_FORM_FIELDS, ArticleFormFields, tagsOrFieldError } from './article-form-fields';

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

  const onSubmit = form.handleSubmit((values) => {
    const tags = tagsOrFieldError(form, values.tags);
    if (!tags) return;
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
            form: { setError: form.setError, fields: ARTICLE_FORM_FIELDS },
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
          <ArticleFormFields
            form={form}
            placeholders={{
              title: 'e.g. How we run design reviews',
              content: 'What should a colleague know, and why?',
              tags: 'onboarding, reviews',
            }}
          />

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

import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
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
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { AI_PROMPT_MIN_LENGTH, LIMITS } from '@common/constants';
import { generateKnowledgeSchema, type GenerateKnowledgeInput, type Knowledge } from '@common/schemas/knowledge';
import { useGenerateKnowledge } from '../api/generate-knowledge';
import { CATEGORY_OPTIONS } from '../lib/categories';

const FORM_FIELDS = ['prompt', 'category'] as const;

const emptyForm: DefaultValues<GenerateKnowledgeInput> = { prompt: '' };

export interface GenerateKnowledgeDialogProps {
  companyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; as the dialog's trigger it gets focus back when the dialog closes. */
  trigger?: ReactNode;
  onGenerated: (article: Knowledge) => void;
}

/** "Generate with AI": drafts an article from a prompt, drawing on the company's related articles. */
export function GenerateKnowledgeDialog({
  companyId,
  open,
  onOpenChange,
  onGenerated,
  trigger,
}: GenerateKnowledgeDialogProps) {
  const generateKnowledge = useGenerateKnowledge(companyId);
  const form = useForm<GenerateKnowledgeInput>({
    resolver: zodResolver(generateKnowledgeSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    generateKnowledge.mutate(values, {
      onSuccess: (article) => {
        toast({
          title: 'AI knowledge generated successfully',
          description: `“${article.title}” is a draft only you can see: review it, then publish or discard it.`,
          variant: 'success',
        });
        form.reset(emptyForm);
        onOpenChange(false);
        onGenerated(article);
      },
      onError: (error) =>
        showApiError(error, {
          sentence: 'Failed to generate AI knowledge',
          form: { setError: form.setError, fields: FORM_FIELDS },
        }),
    }),
  );

  const pending = generateKnowledge.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Generate with AI</DialogTitle>
          <DialogDescription>
            Describe the article you need. The draft builds on related articles in your hub and cites them. It opens for
            your review first: nobody else sees it until you publish it.
          </DialogDescription>
        </DialogHeader>

        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={pending}>
          <FormField
            label="Prompt"
            required
            error={errors.prompt?.message}
            hint={`At least ${AI_PROMPT_MIN_LENGTH} characters.`}
          >
            <Textarea
              rows={4}
              maxLength={LIMITS.promptMax}
              placeholder="e.g. How to run a blameless postmortem"
              {...form.register('prompt')}
            />
          </FormField>
          <SelectField
            control={form.control}
            name="category"
            label="Category"
            required
            options={CATEGORY_OPTIONS}
            placeholder="Select a category"
          />

          <DialogFooter className="mt-2">
            <SubmitButton
              pending={pending}
              pendingLabel="Generating..."
              icon={<Sparkles aria-hidden="true" />}
              className="w-full sm:w-auto"
            >
              Generate Article
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

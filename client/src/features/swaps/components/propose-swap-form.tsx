import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SimpleSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { SWAP_MESSAGE_MAX } from '@common/schemas/swaps';
import { useProposeSwap, useWorkspacePeople } from '../api/swaps';

export interface ProposalDraft {
  toUserId: string;
  teachSkill: string;
  learnSkill: string;
}

type Field = keyof ProposalDraft | 'message';

/**
 * The proposal: a colleague of the workspace, what I teach them, what I want to learn from them, and a message.
 * The fields may arrive prefilled from a suggestion on the Team page (/swaps/new?to=&teach=&learn=).
 */
export function ProposeSwapForm({
  companyId,
  myId,
  initial,
}: {
  companyId: string;
  myId: string;
  initial: ProposalDraft;
}) {
  const [, navigate] = useLocation();
  const members = useWorkspacePeople(companyId);
  const propose = useProposeSwap();
  const [draft, setDraft] = useState(initial);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const colleagues = (members.data ?? [])
    .filter((member) => member.userId !== myId)
    .map((member) => ({ value: member.userId, label: member.fullName }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!draft.toUserId) missing.toUserId = 'Choose the colleague to propose the swap to';
    if (!draft.teachSkill.trim()) missing.teachSkill = 'Name the skill you will teach';
    if (!draft.learnSkill.trim()) missing.learnSkill = 'Name the skill you want to learn';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    propose.mutate(
      { companyId, ...draft, message: message.trim() || undefined },
      {
        onSuccess: (swap) => {
          toast({ title: `Swap proposed to ${swap.partner.fullName}`, variant: 'success' });
          navigate('/swaps');
        },
        onError: (error) => {
          const issues = error instanceof ApiError ? error.body?.issues : undefined;
          const byField: Partial<Record<Field, string>> = {};
          for (const issue of issues ?? []) byField[issue.path as Field] = issue.message;
          setErrors(byField);
          if (Object.keys(byField).length === 0)
            toast({ title: apiErrorMessage(error, 'The swap could not be proposed'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormField label="Colleague" required error={errors.toUserId}>
        {(control) => (
          <SimpleSelect
            {...control}
            value={draft.toUserId || null}
            onValueChange={(toUserId) => setDraft({ ...draft, toUserId })}
            options={colleagues}
            placeholder={members.isPending ? 'Loading colleagues…' : 'Choose a colleague'}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="You teach" required error={errors.teachSkill} hint="A skill you can teach them">
          <Input
            value={draft.teachSkill}
            maxLength={60}
            onChange={(event) => setDraft({ ...draft, teachSkill: event.target.value })}
          />
        </FormField>
        <FormField label="You want to learn" required error={errors.learnSkill} hint="A skill they can teach you">
          <Input
            value={draft.learnSkill}
            maxLength={60}
            onChange={(event) => setDraft({ ...draft, learnSkill: event.target.value })}
          />
        </FormField>
      </div>
      <FormField label="Message" error={errors.message} hint="Optional: when suits you, what you hope to get out of it">
        <Textarea
          rows={4}
          value={message}
          maxLength={SWAP_MESSAGE_MAX}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => navigate('/swaps')}>
          Cancel
        </Button>
        <Button type="submit" disabled={propose.isPending}>
          {propose.isPending ? 'Proposing…' : 'Propose swap'}
        </Button>
      </div>
    </form>
  );
}

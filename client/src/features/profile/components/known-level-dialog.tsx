import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { cn } from '@/lib/cn';
import { SKILL_LEVEL_LABELS, SKILL_LEVELS, type SkillLevel } from '@common/constants';

/**
 * "I already know this" asks at which level before anything is saved: five native radio buttons (arrow keys move
 * between them, as everywhere) with the levels' words, and no level picked in advance so the answer is the person's.
 */
export function KnownLevelDialog({
  skillName,
  open,
  onOpenChange,
  pending,
  onPick,
  onCloseAutoFocus,
}: {
  skillName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onPick: (level: SkillLevel) => void;
  /** Where focus goes on close; by default back to the button that opened the dialog. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [level, setLevel] = useState<SkillLevel | null>(null);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (level === null) return setError('Pick the level you know it at');
    onPick(level);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Add {skillName} to your skills</DialogTitle>
          <DialogDescription>How well do you know it? It will not be recommended to you again.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col">
          <fieldset aria-describedby={error ? 'known-level-error' : undefined} aria-invalid={error ? true : undefined}>
            <legend className="mb-2 text-sm font-medium text-slate-900">Your level</legend>
            <div className="flex flex-col gap-2">
              {SKILL_LEVELS.map((value) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                    'has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                    level === value ? 'border-brand-600' : 'border-slate-200',
                  )}
                >
                  <input
                    type="radio"
                    name="known-level"
                    value={value}
                    checked={level === value}
                    onChange={() => {
                      setLevel(value);
                      setError(undefined);
                    }}
                    className="size-4 accent-brand-600 focus-visible:outline-none"
                  />
                  <span className="text-slate-500 tabular-nums">{value}</span>{' '}
                  <span className="font-medium text-slate-900">{SKILL_LEVEL_LABELS[value]}</span>
                </label>
              ))}
            </div>
            {error ? (
              <p id="known-level-error" role="alert" className="mt-2 text-sm text-danger-700">
                {error}
              </p>
            ) : null}
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton pending={pending} pendingLabel="Adding..." keepFocus>
              Add skill
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { Plus, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { FieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LIMITS } from '@common/constants';
import { addSkill, removeSkill } from '../skill-list';

export interface SkillsInputProps extends FieldControlProps {
  value: readonly string[];
  onChange: (skills: string[]) => void;
  onBlur?: () => void;
}

interface Notice {
  text: string;
  /** Refusals are shown; confirmations ("SQL added") are for screen readers, the badge itself shows them. */
  visible: boolean;
}

const refusals = {
  empty: '',
  duplicate: (skill: string) => `${skill} is already in the list`,
  full: `A profile holds at most ${LIMITS.skillsMax} skills`,
} as const;

/**
 * The skills editor: type a skill and press Enter (or Add) to append it; click a skill to remove it.
 * The badges are buttons ("Remove SQL") so keyboard and screen-reader users can remove them too.
 */
export function SkillsInput({
  value,
  onChange,
  onBlur,
  id,
  'aria-describedby': describedBy,
  ...aria
}: SkillsInputProps) {
  // The how-to sits right under the box (FormField would put a hint below the badges, far from where you type).
  const hintId = `${id}-how-to`;
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<Notice>({ text: '', visible: false });
  const inputRef = useRef<HTMLInputElement>(null);

  const commit = () => {
    const result = addSkill(value, draft);
    if (result.ok) {
      onChange(result.skills);
      setDraft('');
      setNotice({ text: `${result.added} added`, visible: false });
      return;
    }
    const text =
      result.reason === 'duplicate'
        ? refusals.duplicate(draft.trim())
        : result.reason === 'full'
          ? refusals.full
          : refusals.empty;
    setNotice({ text, visible: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter while an input method is composing a character belongs to the IME, not to us.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Inside the profile form, Enter would otherwise submit it.
    event.preventDefault();
    commit();
  };

  const remove = (skill: string) => {
    onChange(removeSkill(value, skill));
    setNotice({ text: `${skill} removed`, visible: false });
    // The clicked badge is gone; put focus somewhere sensible instead of on <body>.
    inputRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          {...aria}
          aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (notice.visible) setNotice({ text: '', visible: false });
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          maxLength={LIMITS.skillMax}
          enterKeyHint="enter"
          autoComplete="off"
          placeholder="Add a skill"
        />
        <Button variant="outline" onClick={commit} aria-label="Add skill">
          <Plus aria-hidden="true" />
          <span className="hidden sm:inline">Add</span>
        </Button>
      </div>
      <p id={hintId} className="-mt-1 text-xs text-slate-500">
        Press Enter to add a skill. Select a skill to remove it.
      </p>
      <p aria-live="polite" className={notice.visible ? '-mt-1 text-xs font-medium text-warning-700' : 'sr-only'}>
        {notice.text}
      </p>
      {value.length === 0 ? (
        <p className="text-sm text-slate-500">No skills added yet</p>
      ) : (
        <ul aria-label="Skills to save" className="flex flex-wrap gap-2">
          {value.map((skill) => (
            <li key={skill} className="max-w-full min-w-0">
              <button
                type="button"
                aria-label={`Remove ${skill}`}
                title={skill}
                onClick={() => remove(skill)}
                className="group inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-2 pl-3 text-left text-sm font-medium wrap-anywhere text-brand-700 ring-1 ring-brand-200 outline-brand-600 transition-colors ring-inset hover:bg-danger-50 hover:text-danger-700 hover:ring-red-200 focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                <span className="min-w-0">{skill}</span>
                <X aria-hidden="true" className="size-3.5 shrink-0 opacity-60 group-hover:opacity-100" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

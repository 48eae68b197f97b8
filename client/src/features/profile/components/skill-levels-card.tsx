import { GraduationCap, Plus, Sprout, Trash2, Wrench } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { SKILL_LEVEL_LABELS, SKILL_LEVELS, type SkillLevel } from '@common/constants';
import type { PersonSkill } from '@common/schemas/skill-levels';
import { useSaveSkillLevels, useSkillLevels } from '../api/skill-levels';

function Group({ title, icon: Icon, skills }: { title: string; icon: typeof Wrench; skills: PersonSkill[] }) {
  if (skills.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Icon aria-hidden="true" className="size-4 text-slate-400" />
        {title}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {skills.map((entry) => (
          <li key={entry.skill} className="max-w-full min-w-0">
            <Badge title={entry.skill} className="max-w-full px-3 py-1 text-sm wrap-anywhere whitespace-normal!">
              {entry.skill}
              {entry.level !== null ? (
                <span className="text-slate-600"> · {SKILL_LEVEL_LABELS[entry.level as SkillLevel]}</span>
              ) : null}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** View: the person's skills grouped as can teach, knows, and wants to learn, each with its level. */
export function SkillLevelsView({ userId }: { userId: string }) {
  const levels = useSkillLevels(userId);
  const skills = levels.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Skill levels</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {levels.isPending ? (
          <p className="text-sm text-slate-500">Loading skill levels…</p>
        ) : skills.length === 0 ? (
          <p className="text-sm text-slate-500">No skill levels yet</p>
        ) : (
          <>
            <Group title="Can teach" icon={GraduationCap} skills={skills.filter((entry) => entry.canTeach)} />
            <Group
              title="Knows"
              icon={Wrench}
              skills={skills.filter((entry) => entry.level !== null && !entry.canTeach)}
            />
            <Group title="Wants to learn" icon={Sprout} skills={skills.filter((entry) => entry.wantsToLearn)} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

type Draft = { skill: string; level: number | null; canTeach: boolean; wantsToLearn: boolean };

/**
 * Edit mode: every skill as a row with a level (a native select, so the keyboard works as everywhere), "Can
 * teach" and "Want to learn" checkboxes, and Remove; a new skill is added with Enter. Saved as one set.
 */
export function SkillLevelsEditor({ userId }: { userId: string }) {
  const levels = useSkillLevels(userId);
  const save = useSaveSkillLevels(userId);
  const [rows, setRows] = useState<Draft[] | null>(null);
  const [newSkill, setNewSkill] = useState('');
  const current: Draft[] = rows ?? (levels.data ?? []).map(({ catalogueId: _id, ...entry }) => entry);

  const change = (index: number, patch: Partial<Draft>) =>
    setRows(current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const add = () => {
    const name = newSkill.trim();
    if (!name || current.some((row) => row.skill.toLowerCase() === name.toLowerCase())) return;
    setRows([...current, { skill: name, level: 3, canTeach: false, wantsToLearn: false }]);
    setNewSkill('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const onSave = () =>
    save.mutate(current, {
      onSuccess: () => {
        setRows(null);
        toast({ title: 'Skill levels saved', variant: 'success' });
      },
      onError: (error) => showApiError(error, { sentence: 'Failed to save skill levels', serverReason: 'below' }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Skill levels</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          1 Aware, 2 Beginner, 3 Practitioner, 4 Advanced, 5 Expert. A skill you only want to learn needs no level.
        </p>
        {current.length === 0 ? <p className="text-sm text-slate-500">No skill levels yet</p> : null}
        <ul aria-label="Skill levels" className="flex flex-col divide-y divide-slate-100">
          {current.map((row, index) => (
            <li key={row.skill} className="flex flex-wrap items-center gap-3 py-2">
              <span className="min-w-32 flex-1 text-sm font-medium break-words text-slate-900">{row.skill}</span>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <span className="sr-only">Level of {row.skill}</span>
                <select
                  className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
                  value={row.level ?? ''}
                  onChange={(event) => {
                    const level = event.target.value === '' ? null : Number(event.target.value);
                    change(index, level === null ? { level, canTeach: false, wantsToLearn: true } : { level });
                  }}
                >
                  <option value="">Not yet</option>
                  {SKILL_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {level} {SKILL_LEVEL_LABELS[level]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex items-center gap-1.5 text-sm text-slate-700">
                <input
                  type="checkbox"
                  aria-label={`Can teach ${row.skill}`}
                  checked={row.canTeach}
                  disabled={row.level === null}
                  onChange={(event) => change(index, { canTeach: event.target.checked })}
                />
                <span aria-hidden="true">Can teach</span>
              </label>
              <label className="flex items-center gap-1.5 text-sm text-slate-700">
                <input
                  type="checkbox"
                  aria-label={`Want to learn ${row.skill}`}
                  checked={row.wantsToLearn}
                  disabled={row.level === null}
                  onChange={(event) => change(index, { wantsToLearn: event.target.checked })}
                />
                <span aria-hidden="true">Want to learn</span>
              </label>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${row.skill}`}
                onClick={() => setRows(current.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <Input
            aria-label="Add a skill"
            placeholder="Add a skill and press Enter, e.g. Kubernetes"
            value={newSkill}
            onChange={(event) => setNewSkill(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button variant="outline" onClick={add}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        <div className="flex justify-end">
          <SubmitButton type="button" pending={save.isPending} pendingLabel="Saving..." onClick={onSave}>
            Save skill levels
          </SubmitButton>
        </div>
      </CardContent>
    </Card>
  );
}

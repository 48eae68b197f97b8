import { Badge, type BadgeVariant } from '@/components/ui/badge';

/** A labelled row of skill badges (offered or requested), or a short line when there are none. */
export function SkillList({
  label,
  skills,
  variant,
}: {
  label: string;
  skills: readonly string[];
  variant: BadgeVariant;
}) {
  return (
    <div>
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
      {skills.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">None marked yet</p>
      ) : (
        <ul aria-label={label} className="mt-2 flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li key={skill}>
              <Badge variant={variant}>{skill}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { Badge, type BadgeVariant } from '@/components/ui/badge';

/** A labelled row of skill badges (offered or requested). */
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
      <ul aria-label={label} className="mt-2 flex flex-wrap gap-1.5">
        {skills.map((skill) => (
          <li key={skill}>
            <Badge variant={variant}>{skill}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

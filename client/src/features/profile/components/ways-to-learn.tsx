import { BookOpen, CalendarDays, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { proposeSwapHref } from '@/lib/swap-link';
import { SKILL_LEVEL_LABELS, type SkillLevel } from '@common/constants';
import type { WaysToLearn } from '@common/schemas/recommendations';
import { joinSessionLabel } from '../session-day';

const linkClass =
  'font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 rounded-sm';

/** "level 4, Advanced"; a level outside 1-5 (not expected) keeps only its number. */
function levelText(level: number): string {
  const label = SKILL_LEVEL_LABELS[level as SkillLevel] as string | undefined;
  return label ? `level ${level}, ${label}` : `level ${level}`;
}

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

function Way({ icon: Icon, children }: { icon: typeof BookOpen; children: ReactNode }) {
  return (
    <li className="flex min-w-0 gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
      <span className="min-w-0 wrap-break-word">{children}</span>
    </li>
  );
}

/**
 * "Learn it here": the colleagues who teach the skill (each a prefilled swap proposal), its upcoming sessions and
 * the workspace's articles on it, each one click away. With none of them, one quiet line rather than an empty box.
 */
export function WaysToLearnList({
  headingId,
  skillName,
  ways,
}: {
  headingId: string;
  skillName: string;
  ways: WaysToLearn;
}) {
  const { teachers, sessions, articles } = ways;
  if (teachers.length + sessions.length + articles.length === 0) {
    return <p className="text-sm text-slate-500">No one here teaches it yet</p>;
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Learn it here
      </h4>
      <ul className="flex flex-col gap-1.5 text-sm text-slate-700">
        {teachers.map((teacher) => (
          <Way key={teacher.userId} icon={UserRound}>
            <Link
              href={proposeSwapHref(teacher.userId, null, skillName)}
              aria-label={`Ask ${teacher.fullName} about ${skillName}`}
              className={linkClass}
            >
              Ask {firstName(teacher.fullName)}
            </Link>{' '}
            <span className="text-slate-600">· teaches at {levelText(teacher.level)}</span>
          </Way>
        ))}
        {sessions.map((session) => (
          <Way key={session.id} icon={CalendarDays}>
            <Link href={`/knowledge?tab=sessions&session=${session.id}`} className={linkClass}>
              {joinSessionLabel(session.scheduledFor)}
              <span className="font-normal text-slate-700">: {session.title}</span>
            </Link>
          </Way>
        ))}
        {articles.map((article) => (
          <Way key={article.id} icon={BookOpen}>
            <Link href={`/knowledge?article=${article.id}`} className={linkClass}>
              Read: {article.title}
            </Link>
          </Way>
        ))}
      </ul>
    </section>
  );
}

import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { KnowledgeCategory } from '@common/constants';

export function CategoryBadge({ category }: { category: KnowledgeCategory }) {
  return <Badge variant="secondary">{category}</Badge>;
}

export function AiGeneratedBadge() {
  return (
    <Badge variant="default">
      <Sparkles aria-hidden="true" />
      AI generated
    </Badge>
  );
}

/** Up to `max` tags as small outline badges, then "+N more". */
export function TagList({
  tags,
  max = Infinity,
  className,
}: {
  tags: readonly string[];
  max?: number;
  className?: string;
}) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const hidden = tags.length - shown.length;
  return (
    <ul aria-label="Tags" className={className ?? 'flex flex-wrap gap-1.5'}>
      {shown.map((tag) => (
        <li key={tag} className="min-w-0">
          <Badge variant="outline" className="max-w-full truncate font-normal text-slate-600">
            #{tag}
          </Badge>
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <Badge variant="outline" className="font-normal text-slate-500">
            +{hidden} more
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}

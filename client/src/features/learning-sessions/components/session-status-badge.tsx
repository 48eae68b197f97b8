import { Ban, CheckCircle2, CircleDot, Clock } from 'lucide-react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { SessionStatus } from '@common/constants';
import { SESSION_STATUS_LABELS } from '../session-display';

const STATUS_STYLE: Record<SessionStatus, { variant: BadgeVariant; Icon: typeof Clock }> = {
  upcoming: { variant: 'default', Icon: Clock },
  'in-progress': { variant: 'warning', Icon: CircleDot },
  completed: { variant: 'secondary', Icon: CheckCircle2 },
  cancelled: { variant: 'outline', Icon: Ban },
};

/** Upcoming / In progress / Completed / Cancelled, with an icon and text so colour is never the only signal. */
export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const { variant, Icon } = STATUS_STYLE[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {SESSION_STATUS_LABELS[status]}
    </Badge>
  );
}

import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { PRODUCT_NAME } from '@common/constants';

/** The product mark: links home, with the BETA badge the decisions ask for. */
export function Logo({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link
      href="/"
      onClick={onNavigate}
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-semibold text-slate-900',
        'outline-brand-600 focus-visible:outline-2 focus-visible:outline-offset-4',
        className,
      )}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      <span className="text-lg tracking-tight">{PRODUCT_NAME}</span>
      <Badge variant="default" className="text-[10px] tracking-wide">
        BETA
      </Badge>
    </Link>
  );
}

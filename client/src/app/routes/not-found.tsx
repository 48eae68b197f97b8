import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClassName } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <span className="mb-6 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className={buttonClassName('default', 'default', 'mt-8')}>
        Back to home
      </Link>
    </div>
  );
}

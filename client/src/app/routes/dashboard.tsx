import { Building2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { PageContainer, PageHeader } from '@/app/layout/page-header';
import { RenderWhenNear } from '@/components/render-when-near';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useDashboardStats } from '@/features/dashboard/api/get-dashboard-stats';
import { ExportReportButton } from '@/features/dashboard/components/export-report-button';
import { MetricCards } from '@/features/dashboard/components/metric-cards';
import { PeriodSelect } from '@/features/dashboard/components/period-select';
import { RecentSwapsCard } from '@/features/dashboard/components/recent-swaps-card';
import { RoiFootnote } from '@/features/dashboard/components/roi-footnote';
import { usePeriodParam } from '@/features/dashboard/hooks/use-period-param';
import { useDialogs } from '@/features/onboarding/dialogs-context';
import { NoWorkspaceOffer } from '@/features/workspaces/components/no-workspace-offer';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHydrated } from '@/hooks/use-hydrated';
import { useCurrentWorkspace } from '@/lib/workspace/current-workspace';
import { DASHBOARD_PERIOD_LABELS } from '@common/constants';

// The analytics carry the chart code: a chunk of their own, fetched after the header and the cards have painted,
// and on a phone, where they start a screen further down, only as the reader scrolls towards them.
const WorkforceAnalytics = lazy(() => import('@/features/dashboard/components/workforce-analytics'));

const analyticsLoading = <PageSpinner label="Loading the workforce analytics" />;

export default function DashboardPage() {
  useDocumentTitle('Enterprise Dashboard');
  const { openWaitlist } = useDialogs();
  const [days, setDays] = usePeriodParam();
  // The demo shows the platform's figures, as it always has; a person's own workspace shows its own.
  const { workspace, needsChoice, isLoading } = useCurrentWorkspace();
  // Who holds which skill is for a workspace's owners and admins (and everyone in the open demo): a plain member's
  // dashboard never asks for it, and nobody's does before it is known whose workspace this is.
  const namesVisible = isLoading ? undefined : workspace.role !== 'member';
  const stats = useDashboardStats(days, workspace.isDemo ? undefined : workspace.id);
  // While a new period loads the previous figures stay visible but dimmed; they are not this period's.
  const current = stats.isPlaceholderData ? undefined : stats.data;
  // The page arrives drawn at build time, before its code: until React has taken it over, a pick of the period
  // or a click on Request Enterprise Demo would do nothing, so both are drawn disabled until then.
  const hydrated = useHydrated();

  return (
    <PageContainer className="flex flex-col gap-8">
      <PageHeader
        title="Enterprise Dashboard"
        description="Platform adoption, skill swaps and return on investment across your workforce."
        actions={
          // Full-width stack on phones; beside the title, the controls wrap against the right edge.
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <PeriodSelect value={days} onChange={setDays} disabled={!hydrated} />
            <ExportReportButton stats={current} companyId={workspace.id} namesVisible={namesVisible === true} />
            <Button onClick={openWaitlist} disabled={!hydrated} className="w-full sm:w-auto">
              <Building2 aria-hidden="true" />
              Request Enterprise Demo
            </Button>
          </div>
        }
      />
      {needsChoice ? <NoWorkspaceOffer /> : null}

      <section aria-labelledby="metrics-title" className="flex flex-col gap-3">
        <h2 id="metrics-title" className="sr-only">
          Key metrics, {DASHBOARD_PERIOD_LABELS[days]}
        </h2>
        {stats.isError ? (
          <LoadError
            title="Could not load the dashboard figures"
            error={stats.error}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        ) : (
          <>
            <MetricCards stats={stats.data} days={days} busy={stats.isPlaceholderData} />
            <RoiFootnote stats={current} />
          </>
        )}
      </section>

      <RenderWhenNear placeholder={analyticsLoading}>
        <Suspense fallback={analyticsLoading}>
          <WorkforceAnalytics companyId={workspace.id} days={days} namesVisible={namesVisible} />
        </Suspense>
        <RecentSwapsCard companyId={workspace.id} />
      </RenderWhenNear>
    </PageContainer>
  );
}

import { memo } from 'react';
import { cn } from '@/lib/cn';
import type { DashboardPeriod } from '@common/constants';
import { ActivitySection } from './activity-charts';
import { CoverageCard } from './coverage-card';
import { DemandCard } from './demand-card';
import { SkillMatrixCard } from './skill-matrix-card';

/**
 * On a phone the activity charts and the coverage and demand cards start below the screen: the browser skips their
 * layout and paint until they come near it, keeping their last size meanwhile (the matrix is left out: its
 * virtualiser measures its rows).
 */
const LAID_OUT_WHEN_NEAR = '[contain-intrinsic-size:auto_40rem] [content-visibility:auto]';

/**
 * The workspace's analytics below the metric cards: activity over the period, coverage and demand side by side,
 * then the skill matrix. The page loads this module lazily (it carries the chart code), so the header and the
 * cards paint first and no other page pays for the charts.
 */
function WorkforceAnalytics({
  companyId,
  days,
  namesVisible,
}: {
  companyId: string;
  days: DashboardPeriod;
  /** Whether the viewer may see who holds which skill; undefined while that is not known yet. */
  namesVisible: boolean | undefined;
}) {
  return (
    <>
      <div className={LAID_OUT_WHEN_NEAR}>
        <ActivitySection companyId={companyId} days={days} />
      </div>
      <div className={cn('grid gap-6 lg:grid-cols-2', LAID_OUT_WHEN_NEAR)}>
        <CoverageCard companyId={companyId} />
        <DemandCard companyId={companyId} />
      </div>
      <SkillMatrixCard companyId={companyId} namesVisible={namesVisible} />
    </>
  );
}

// Memoised: the page re-renders as its own answers arrive (the figures, who is signed in), which change
// nothing here; each card re-renders when its own answer does.
export default memo(WorkforceAnalytics);

import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { DashboardStats } from '@common/schemas/dashboard';
import { downloadTextFile } from '../download-file';
import { buildReportCsv, reportFileName } from '../report-csv';

/**
 * Export Report: downloads the figures on screen as CSV, built in the browser from the stats answer.
 * Disabled until the selected period's own figures have arrived, so a report never carries another period's numbers.
 */
export function ExportReportButton({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <Button
      variant="outline"
      className="w-full sm:w-auto"
      disabled={!stats}
      onClick={() => {
        if (stats) downloadTextFile(reportFileName(stats.days, new Date()), buildReportCsv(stats));
      }}
    >
      <Download aria-hidden="true" />
      Export Report
    </Button>
  );
}

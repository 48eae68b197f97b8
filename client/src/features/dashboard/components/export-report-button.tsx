import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { showApiError } from '@/lib/api-errors';
import type { DashboardPeriod } from '@common/constants';
import type { DashboardStats } from '@common/schemas/dashboard';
import { downloadTextFile } from '../download-file';
import { loadReportBlocks } from '../report-blocks';
import { buildReportCsv, reportFileName } from '../report-csv';

/**
 * Export Report: one CSV of the whole period, built in the browser: the figures on the cards, then the
 * workspace's activity, skill matrix (for those who may see it), coverage and demand as labelled blocks.
 * Disabled until the selected period's own figures have arrived, so a report never carries another period's numbers.
 */
export function ExportReportButton({
  stats,
  companyId,
  namesVisible,
}: {
  stats: DashboardStats | undefined;
  companyId: string;
  /** Whether the viewer may see who holds which skill: the matrix is in the report only then. */
  namesVisible: boolean;
}) {
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    if (!stats) return;
    setExporting(true);
    try {
      const blocks = await loadReportBlocks(queryClient, companyId, stats.days as DashboardPeriod, namesVisible);
      downloadTextFile(reportFileName(stats.days, new Date()), buildReportCsv(stats, blocks));
    } catch (error) {
      showApiError(error, { sentence: 'Could not export the report', serverReason: 'below' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <SubmitButton
      type="button"
      variant="outline"
      className="w-full sm:w-auto"
      disabled={!stats}
      pending={exporting}
      pendingLabel="Exporting..."
      keepFocus
      icon={<Download aria-hidden="true" />}
      onClick={() => void onExport()}
    >
      Export Report
    </SubmitButton>
  );
}

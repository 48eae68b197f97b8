import { Download, LineChart, Table2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { DataTable } from '../analytics-tables';
import { downloadTextFile } from '../download-file';
import { tableCsv, tableFileName } from '../report-csv';

/** "Download CSV" of one card's data: `table` is built at click time, so the file holds what the card shows now. */
export function DownloadCsvButton({
  subject,
  title,
  table,
  disabled,
}: {
  /** The file name's subject, e.g. "skill-coverage". */
  subject: string;
  /** What is downloaded, for the button's accessible name: "Download Skill coverage as CSV". */
  title: string;
  table: () => DataTable | Promise<DataTable>;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={disabled}
      aria-label={`Download ${title} as CSV`}
      onClick={async () => downloadTextFile(tableFileName(subject, new Date()), tableCsv(await table()))}
    >
      <Download aria-hidden="true" />
      CSV
    </Button>
  );
}

/** The "View as table" switch of a chart: pressed, the chart gives way to its table (the same numbers). */
export function ViewAsTableToggle({
  title,
  pressed,
  onChange,
}: {
  title: string;
  pressed: boolean;
  onChange: (pressed: boolean) => void;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={pressed}
      aria-label={`View ${title} as table`}
      onClick={() => onChange(!pressed)}
    >
      {pressed ? <LineChart aria-hidden="true" /> : <Table2 aria-hidden="true" />}
      {pressed ? 'Chart' : 'Table'}
    </Button>
  );
}

/** A DataTable on screen: the header row, then the rows, numbers right-aligned in tabular figures. */
export function DataTableView({ table, caption }: { table: DataTable; caption: string }) {
  return (
    <div
      className="max-h-80 overflow-auto rounded-lg border border-slate-200"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
          <tr>
            {table.header.map((name, index) => (
              <th
                key={name}
                scope="col"
                className={index === 0 ? 'px-3 py-2 text-left font-medium' : 'px-3 py-2 text-right font-medium'}
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((value, index) =>
                index === 0 ? (
                  <th
                    key={index}
                    scope="row"
                    className="px-3 py-1.5 text-left font-normal whitespace-nowrap text-slate-700"
                  >
                    {value}
                  </th>
                ) : (
                  <td key={index} className="px-3 py-1.5 text-right text-slate-900 tabular-nums">
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
